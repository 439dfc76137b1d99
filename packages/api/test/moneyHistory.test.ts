import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer, placeBet } from './support/games.ts';
import { deposit, payoutMethods, TRON_ADDRESS, withdraw } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

interface Row {
  id: number;
  kind: string;
  amount: number;
  status: string;
  balance_after: number | null;
  bet_id: string | null;
  created_at: string;
}

const SIGN: Record<string, number> = { deposit: 1, win: 1, withdrawal_return: 1, bet: -1, withdrawal: -1 };
const minor = (major: number) => Math.round(major * 100);

/** A player with a deposit, some bets and wins, and a withdrawal. */
async function busyPlayer() {
  const p = await fundedPlayer(t, 'RUB', 1000);
  t.clock.advance(60);
  for (let i = 0; i < 6; i += 1) {
    await placeBet(t, p.token, 'dice', { amount: 10, params: { target: 50, direction: 'over' } });
    t.clock.advance(1);
  }
  const { crypto } = await payoutMethods(t, p.token);
  await withdraw(t, p.token, { method: crypto, amount: 200, destination: TRON_ADDRESS });
  t.clock.advance(1);
  await deposit(t, p.token, 300);
  return p;
}

async function allRows(token: string, query = ''): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/profile/history?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer = await t.http.get<{ data: Row[]; next_cursor: string | null }>(path, { token });
    rows.push(...answer.body.data);
    cursor = answer.body.next_cursor;
  } while (cursor);
  return rows;
}

describe('GET /profile/history', () => {
  it('lists deposits, bets, wins and withdrawals with the right balance after each row', async () => {
    const p = await busyPlayer();
    const rows = await allRows(p.token);
    const kinds = new Set(rows.map((r) => r.kind));
    // Wins come by chance; when there are any, the balance check below counts them.
    expect([...kinds]).toEqual(expect.arrayContaining(['deposit', 'bet', 'withdrawal']));
    expect(rows.filter((r) => r.kind === 'bet')).toHaveLength(6);
    // Oldest first, each row's balance is the one before it plus its own movement.
    let balance = 0;
    for (const row of [...rows].reverse()) {
      balance += (SIGN[row.kind] ?? 0) * minor(row.amount);
      expect(minor(row.balance_after ?? NaN)).toBe(balance);
    }
    expect(balance).toBe(await balanceMinor(t, p.token));
  });

  it('links a bet row to its bet, whose fairness proof the games API shows', async () => {
    const p = await busyPlayer();
    const bet = (await allRows(p.token, '&kind=bet'))[0];
    expect(bet?.bet_id).toMatch(/^\d+$/);
    const proof = await t.http.get(`/games/bets/${bet?.bet_id}`, { token: p.token });
    expect(proof.body['data']).toMatchObject({
      id: bet?.bet_id,
      amount: 10,
      fairness: { nonce: expect.any(Number) },
    });
  });

  it('pages without gaps or repeats and filters by kind and date', async () => {
    const p = await busyPlayer();
    const paged = await allRows(p.token);
    const whole = (await t.http.get('/profile/history?limit=200', { token: p.token })).body['data'] as Row[];
    expect(paged.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect((await allRows(p.token, '&kind=withdrawal')).map((r) => r.kind)).toEqual(['withdrawal']);
    const lastDeposit = whole[0]?.created_at ?? '';
    const recent = await allRows(p.token, `&from=${encodeURIComponent(lastDeposit)}`);
    expect(recent.map((r) => r.kind)).toEqual(['deposit']);
  });
});

describe('GET /profile/history.csv', () => {
  it('exports the same rows as the pages, with a header', async () => {
    const p = await busyPlayer();
    const answer = await t.http.get('/profile/history.csv', { token: p.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const [header, ...lines] = answer.text.trimEnd().split('\r\n');
    expect(header).toBe('created_at,kind,amount,currency,balance_after,status,bet_id');
    const rows = await allRows(p.token);
    expect(lines).toEqual(
      rows.map((r) =>
        [r.created_at, r.kind, r.amount, 'RUB', r.balance_after, r.status, r.bet_id ?? ''].join(','),
      ),
    );
  });
});
