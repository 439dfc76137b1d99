import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, betBody, fundedPlayer, newKey, placeBet } from './support/games.ts';
import { HttpClient, type HttpAnswer, type Json } from './support/http.ts';
import { launchTable, toNextRound } from './support/liveTables.ts';
import { payoutMethods, TRON_ADDRESS, withdraw } from './support/money.ts';
import { act, openCase, startRound } from './support/rounds.ts';

/**
 * Issue 37: every money path answers a repeated key through the one mechanism (`src/money/idempotency.ts`). For each
 * path, a request sent again under its key, one after another or at once, gets the first answer, `Idempotent-Replayed`,
 * and moves no money: the balance and the money history stay as the first call left them; another request under the
 * key is refused. (The crash bets and cash-outs and the room joins go over the live socket: `liveKeys.test.ts`.)
 */
const WALLET_KEY = 'idempotent-paths-key';
let t: TestApi;
let provider: HttpClient;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400, walletKey: WALLET_KEY });
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

interface Path {
  /** The player whose balance the path moves. */
  readonly token: string;
  send(key: string): Promise<HttpAnswer<Json>>;
  /** Another request under the same key, and how it is refused; null where the path answers the key's first call. */
  readonly other: ((key: string) => Promise<HttpAnswer<Json>>) | null;
  readonly reused?: { readonly status: number; readonly message: string };
}

const historyLength = async (token: string) =>
  ((await t.http.get('/profile/history', { token })).body['data'] as Json[]).length;

async function checkOnce(path: Path, repeats: number, atOnce: boolean): Promise<void> {
  const key = newKey();
  const first = await path.send(key);
  expect(first.status, first.text).toBe(200);
  const balance = await balanceMinor(t, path.token);
  const rows = await historyLength(path.token);
  const again = atOnce
    ? await Promise.all(Array.from({ length: repeats }, () => path.send(key)))
    : await Array.from({ length: repeats }).reduce<Promise<HttpAnswer<Json>[]>>(
        async (sent) => [...(await sent), await path.send(key)],
        Promise.resolve([]),
      );
  for (const answer of again) {
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toEqual(first.body['data']);
  }
  expect(await balanceMinor(t, path.token)).toBe(balance);
  expect(await historyLength(path.token)).toBe(rows);
  if (!path.other) return;
  const other = await path.other(key);
  expect(other.status).toBe(path.reused?.status ?? 422);
  expect(other.body['message']).toBe(path.reused?.message ?? 'idempotency_key_reused');
  expect(await balanceMinor(t, path.token)).toBe(balance);
}

const runs = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.boolean());

/**
 * Each run makes its own path (a new funded player, and its session or round): runs that shared one player spent its
 * balance and its chips of the round, so the property held only for as many runs as the first deposit paid for.
 */
async function property(path: () => Promise<Path>): Promise<void> {
  await fc.assert(
    fc.asyncProperty(runs, async ([repeats, atOnce]) => checkOnce(await path(), repeats, atOnce)),
    { numRuns: 4 },
  );
}

const replayedHeader = async (path: () => Promise<Path>) => {
  const { send } = await path();
  const key = newKey();
  await send(key);
  return (await send(key)).headers.get('idempotent-replayed');
};

describe('a repeated key on every money path (issue 37)', () => {
  it('games: an instant bet is settled once', async () => {
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 50);
      return {
        token,
        send: (key) => placeBet(t, token, 'dice', betBody('dice', 1), key),
        other: (key) => placeBet(t, token, 'dice', betBody('dice', 2), key),
      };
    };
    await property(path);
    expect(await replayedHeader(path)).toBe('true');
  });

  it('rounds: a round starts once and each step is taken once', async () => {
    const start = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 50);
      return {
        token,
        send: (key) => startRound(t, token, 'hilo', { amount: 0.5, params: {} }, key),
        other: (key) => startRound(t, token, 'hilo', { amount: 0.6, params: {} }, key),
      };
    };
    await property(start);
    const step = async (): Promise<Path> => {
      const { token, send } = await start();
      expect((await send(newKey())).status).toBe(200);
      const round = (await t.http.get('/games/hilo/rounds/current', { token })).body['data'];
      return {
        token,
        send: (key) => act(t, token, 'hilo', round.id, { action: 'skip' }, key),
        other: (key) => act(t, token, 'hilo', round.id, { action: 'guess', guess: 'higher' }, key),
      };
    };
    await property(step);
    expect(await replayedHeader(step)).toBe('true');
  });

  it('cases: a case is opened once', async () => {
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 200);
      return {
        token,
        send: (key) => openCase(t, token, 'silver', key),
        other: (key) => openCase(t, token, 'emerald', key),
      };
    };
    await property(path);
    expect(await replayedHeader(path)).toBe('true');
  });

  it('sportsbook: a bet is placed once', async () => {
    const events = (await t.http.get('/sports/events?status=upcoming')).body['data'] as Json[];
    const selection = events
      .flatMap((event) => event.markets.flatMap((market: Json) => market.selections))
      .find((one: Json) => one.odds !== null);
    const body = (amount: number) => ({
      amount,
      legs: [{ selection_id: selection.id, odds: selection.odds }],
    });
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 50);
      const send = (amount: number) => (key: string) =>
        t.http.post('/sports/bets', body(amount), { token, headers: { 'idempotency-key': key } });
      return { token, send: send(1), other: send(2) };
    };
    await property(path);
    expect(await replayedHeader(path)).toBe('true');
  });

  it('withdrawals: an amount is held once', async () => {
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 500);
      const { crypto } = await payoutMethods(t, token);
      const send = (amount: number) => (key: string) =>
        withdraw(t, token, { method: crypto, amount, destination: TRON_ADDRESS }, key);
      return { token, send: send(25), other: send(26) };
    };
    await property(path);
    expect(await replayedHeader(path)).toBe('true');
  });

  it('wallet: a provider debit is taken once, under its transaction id', async () => {
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 50);
      const session = await launchTable(t, token, 'prism-drift');
      const wallet = (amount: number) => (key: string) =>
        t.http.post(
          '/wallet/debit',
          { token: session, transaction_id: key, round_id: `round-${key}`, amount },
          { headers: { 'x-provider-key': WALLET_KEY } },
        );
      return {
        token,
        send: wallet(100),
        other: wallet(200),
        reused: { status: 409, message: 'transaction_id_reused' },
      };
    };
    await property(path);
    expect(await replayedHeader(path)).toBe('true');
  });

  it('tables: a live table chip is placed and debited once', async () => {
    const path = async (): Promise<Path> => {
      const { token } = await fundedPlayer(t, 'USD', 50);
      const session = await launchTable(t, token, 'auto-roulette');
      const roundId = toNextRound(t);
      return {
        token,
        send: (key) =>
          provider.post('/api/live/chips', {
            token: session,
            round_id: roundId,
            kind: 'red',
            pockets: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
            stake_minor: 100,
            key: `chip-${key}`,
          }),
        // The page's key names its chip: a repeat answers that chip whatever it says.
        other: null,
      };
    };
    await property(path);
  });
});
