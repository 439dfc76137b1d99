import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { setLimit } from './support/money.ts';
import { act, cashOut, minerRoundWithOneSafeReveal, openCase, startRound } from './support/rounds.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

const minor = (major: number) => Math.round(major * 100);

/** Guesses "higher" until a wrong guess loses the round (a correct one keeps it open). */
async function loseHilo(token: string, amount: number) {
  const round = (await startRound(t, token, 'hilo', { amount })).body['data'];
  let state = round;
  for (let guesses = 0; state.status === 'open' && guesses < 100; guesses += 1)
    state = (await act(t, token, 'hilo', round.id, { action: 'guess', guess: 'higher' })).body['data'];
  expect(state.status).toBe('lost');
}

describe('a break refuses rounds and cases as it refuses bets', () => {
  it('refuses a self-excluded player a miner round and a case, moving no money', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    const excluded = await t.http.post(
      '/profile/self-exclusion',
      { period: '6months', password: 'secret-pass-1' },
      { token: p.token },
    );
    const endsAt = excluded.body['data']['ends_at'];
    const miner = await startRound(t, p.token, 'miner', { amount: 10, params: { mines: 3 } });
    expect(miner.status).toBe(403);
    expect(miner.body).toEqual({ message: 'self_excluded', params: { ends_at: endsAt } });
    const opening = await openCase(t, p.token, 'penny');
    expect(opening.status).toBe(403);
    expect(opening.body).toEqual({ message: 'self_excluded', params: { ends_at: endsAt } });
    expect(await balanceMinor(t, p.token)).toBe(100_000);
    expect((await t.http.get('/games/miner/rounds/current', { token: p.token })).body['data']).toBeNull();
  });

  it('refuses a hilo round during a time-out', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await t.http.post('/profile/time-out', { period: '24h', password: 'secret-pass-1' }, { token: p.token });
    const hilo = await startRound(t, p.token, 'hilo', { amount: 10 });
    expect(hilo.status).toBe(403);
    expect(hilo.body).toMatchObject({ message: 'timed_out', params: { ends_at: expect.any(String) } });
  });
});

describe('limits count rounds and cases', () => {
  it('stops a hilo start whose stake, if lost, would pass the day’s loss limit', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await setLimit(t, p.token, 'loss_day', 30);
    await loseHilo(p.token, 20);
    const over = await startRound(t, p.token, 'hilo', { amount: 20 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      message: 'limit_exceeded',
      params: { limit: 'loss_day', ends_at: expect.any(String) },
    });
    expect(await balanceMinor(t, p.token)).toBe(100_000 - 2000);
    expect((await startRound(t, p.token, 'hilo', { amount: 10 })).status).toBe(200);
  });

  it('counts case openings into the wager limit and the playing session', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    await setLimit(t, p.token, 'session_minutes', 20);
    expect((await openCase(t, p.token, 'penny')).status).toBe(200);
    t.clock.advance(15 * 60);
    expect((await openCase(t, p.token, 'penny')).status).toBe(200);
    t.clock.advance(6 * 60);
    const late = await openCase(t, p.token, 'penny');
    expect(late.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'session_minutes' } });
    t.clock.advance(30 * 60);
    await setLimit(t, p.token, 'wager_day', 15);
    const wager = await startRound(t, p.token, 'miner', { amount: 10, params: { mines: 3 } });
    expect(wager.body).toMatchObject({ message: 'limit_exceeded', params: { limit: 'wager_day' } });
  });
});

interface Movement {
  kind: string;
  amount: number;
  balance_after: number | null;
  bet_id: string | null;
  round_id: string | null;
  case_opening_id: string | null;
}

const SIGN: Record<string, number> = { deposit: 1, win: 1, bet: -1 };

describe('the money history of rounds and cases', () => {
  it('lists a cashed-out miner round and an opened case with a balance after each row', async () => {
    const p = await fundedPlayer(t, 'RUB', 1000);
    const open = await minerRoundWithOneSafeReveal(t, p.token, 10, 1);
    const cashed = (await cashOut(t, p.token, 'miner', open.id)).body['data'];
    const opening = (await openCase(t, p.token, 'penny')).body['data'];
    const rows = (await t.http.get('/profile/history?limit=200', { token: p.token })).body[
      'data'
    ] as Movement[];
    expect(rows.filter((r) => r.round_id === open.id).map((r) => [r.kind, r.amount])).toEqual([
      ['win', cashed.payout],
      ['bet', 10],
    ]);
    expect(rows.filter((r) => r.case_opening_id === opening.id).map((r) => r.kind)).toEqual(
      opening.payout > 0 ? ['win', 'bet'] : ['bet'],
    );
    expect(rows.every((r) => r.bet_id === null)).toBe(true);
    // Oldest first, each row's balance is the one before it plus its own movement, ending at the live balance.
    let balance = 0;
    for (const row of [...rows].reverse()) {
      balance += (SIGN[row.kind] ?? 0) * minor(row.amount);
      expect(minor(row.balance_after ?? NaN)).toBe(balance);
    }
    expect(balance).toBe(await balanceMinor(t, p.token));
  });
});
