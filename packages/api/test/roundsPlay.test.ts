import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers } from '../src/fairness/fairness.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer, newKey } from './support/games.ts';
import { act, cashOut, minerRoundWithOneSafeReveal, startRound } from './support/rounds.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

const minor = (major: number) => Math.round(major * 100);

describe('miner rounds', () => {
  it('plays a round to a cash-out: the balance moves by exactly payout − stake and the mines show at the end', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const before = await balanceMinor(t, player.token);
    const open = await minerRoundWithOneSafeReveal(t, player.token, 1, 1);
    const spentOnLosses = before - minor(open.balance) - 100;
    expect(open).toMatchObject({ game: 'miner', status: 'open', multiplier: 1.0312, params: { mines: 1 } });
    expect(open.state).toEqual({ revealed: [0], mine: null, mines: null });
    const done = (await cashOut(t, player.token, 'miner', open.id)).body['data'];
    // One safe reveal of 25 with one mine: floor(9900 × 25 / 24) = 10312, so 103.12 cents on 1.00: 1.03, or 1.04
    // when the rounding draw falls in the 0.12 of a cent (docs/fairness.md, "Payout").
    expect(done).toMatchObject({ status: 'cashed_out', multiplier: 1.0312 });
    const paid = minor(done.payout);
    expect([103, 104]).toContain(paid);
    expect(done.state.mines).toHaveLength(1);
    expect(done.state.mines).not.toContain(0);
    expect(await balanceMinor(t, player.token)).toBe(before - spentOnLosses - 100 + paid);
    expect(minor(done.balance)).toBe(before - spentOnLosses - 100 + paid);
  });

  it('loses the stake on a mine and keeps no open round', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    let lost = null;
    while (!lost) {
      const round = (await startRound(t, player.token, 'miner', { amount: 0.5, params: { mines: 24 } })).body[
        'data'
      ];
      const step = (await act(t, player.token, 'miner', round.id, { action: 'reveal', tile: 12 })).body[
        'data'
      ];
      if (step.status === 'lost') lost = step;
      else await cashOut(t, player.token, 'miner', round.id);
    }
    expect(lost).toMatchObject({ payout: 0, multiplier: 0, state: { mine: 12, revealed: [] } });
    expect(lost.state.mines).toHaveLength(24);
    expect(
      (await t.http.get('/games/miner/rounds/current', { token: player.token })).body['data'],
    ).toBeNull();
  });

  it('keeps one open round per player and game, and gives it back on GET current', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const first = (await startRound(t, player.token, 'miner', { amount: 10, params: { mines: 3 } })).body[
      'data'
    ];
    const second = await startRound(t, player.token, 'miner', { amount: 10, params: { mines: 3 } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'round_open' });
    const hilo = await startRound(t, player.token, 'hilo', { amount: 10 });
    expect(hilo.status).toBe(200);
    const current = (await t.http.get('/games/miner/rounds/current', { token: player.token })).body['data'];
    expect(current).toMatchObject({ id: first.id, status: 'open', state: { revealed: [], mines: null } });
  });

  it('refuses to rotate the seed pair while a round dealt from it is open', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
    const rotate = await t.http.post('/fairness/rotate', {}, { token: player.token });
    expect(rotate.status).toBe(409);
    expect(rotate.body).toEqual({ message: 'round_open' });
    expect(
      (await t.http.get('/fairness/seeds', { token: player.token })).body['data'].current.server_seed_hashed,
    ).toBe(round.fairness.server_seed_hashed);
  });

  it('holds the stake to the §9 miner limits of the currency', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    const above = await startRound(t, player.token, 'miner', { amount: 10.01, params: { mines: 3 } });
    expect(above.status).toBe(422);
    expect(above.body).toEqual({ message: 'validation', errors: { amount: ['above_max'] } });
    const kzt = await fundedPlayer(t, 'KZT', 5000);
    const below = await startRound(t, kzt.token, 'hilo', { amount: 4 });
    expect(below.body).toEqual({ message: 'validation', errors: { amount: ['below_min'] } });
  });
});

describe('hilo rounds', () => {
  it('skips a card, guesses, and cashes out at the exact product of 0.99 / p', async () => {
    const player = await fundedPlayer(t, 'USD', 50);
    for (;;) {
      const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
      const skipped = (await act(t, player.token, 'hilo', round.id, { action: 'skip' })).body['data'];
      expect(skipped.state.cards).toHaveLength(2);
      expect(skipped.state.cards[1]).toMatchObject({ action: 'skip', correct: null });
      const card = skipped.state.cards[1].card as number;
      const rank = Math.floor(card / 4);
      const guess = rank >= 6 ? 'lower' : 'higher';
      const q = guess === 'higher' ? (rank === 0 ? 12 : 13 - rank) : rank === 12 ? 12 : rank + 1;
      const guessed = (await act(t, player.token, 'hilo', round.id, { action: 'guess', guess })).body['data'];
      if (guessed.status === 'lost') continue;
      expect(Math.round(guessed.multiplier * 10_000)).toBe(Math.floor((10_000 * 99 * 13) / (100 * q)));
      const before = await balanceMinor(t, player.token);
      const done = (await cashOut(t, player.token, 'hilo', round.id)).body['data'];
      expect(done.status).toBe('cashed_out');
      expect(await balanceMinor(t, player.token)).toBe(before + minor(done.payout));
      // 100 × M / 10000 cents is whole only by chance: the rounding draw, the float after the last card dealt, adds
      // the cent with the fraction's chance (docs/fairness.md, "Payout"). Recomputed from the seeds the rotation shows.
      const rotated = await t.http.post('/fairness/rotate', {}, { token: player.token });
      const { server_seed: serverSeed, client_seed: clientSeed } = rotated.body['data']['revealed'];
      expect(done.fairness.client_seed).toBe(clientSeed);
      const dealt = done.state.cards.length as number;
      const draw = betIntegers(serverSeed, clientSeed, done.fairness.nonce, dealt + 1)[dealt] ?? 0;
      const owed = 100 * Math.round(guessed.multiplier * 10_000);
      const whole = Math.floor(owed / 10_000);
      const extra = BigInt(draw) * 10_000n < BigInt(owed % 10_000) * 2n ** 32n ? 1 : 0;
      expect(minor(done.payout)).toBe(whole + extra);
      return;
    }
  });

  it('cannot cash out before a correct guess', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
    const early = await cashOut(t, player.token, 'hilo', round.id);
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ message: 'nothing_to_cash_out' });
  });
});

describe('cases', () => {
  it('lists at least six cases across price levels, each with its RTP between 90 and 99 %, in the player currency', async () => {
    const player = await fundedPlayer(t, 'KZT', 0);
    const cases = (await t.http.get('/games/cases', { token: player.token })).body['data'];
    expect(cases.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cases.map((entry: { price: number }) => entry.price)).size).toBe(cases.length);
    for (const entry of cases) {
      expect(entry.currency).toBe('KZT');
      expect(entry.rtp).toBeGreaterThanOrEqual(90);
      expect(entry.rtp).toBeLessThanOrEqual(99);
      const total = entry.items.reduce((sum: number, item: { weight: number }) => sum + item.weight, 0);
      const expected = entry.items.reduce(
        (sum: number, item: { value: number; weight: number }) => sum + minor(item.value) * item.weight,
        0,
      );
      expect(entry.rtp).toBe(Math.floor((expected * 10_000) / (total * minor(entry.price))) / 100);
    }
    const visitor = (await t.http.get('/games/cases?currency=RUB', {})).body['data'];
    expect(visitor[0]).toMatchObject({ slug: 'penny', currency: 'RUB', price: 10 });
  });

  it('opens a case: the balance changes by value − price, under the cases base too', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const before = await balanceMinor(t, player.token);
    const answer = await t.http.post('/cases/games/cases/silver/open', undefined, {
      token: player.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(answer.status).toBe(200);
    const opening = answer.body['data'];
    expect(opening).toMatchObject({ amount: 1, case: { slug: 'silver' } });
    expect(opening.item.value).toBe(opening.case.items[opening.item.index].value);
    expect(opening.payout).toBe(opening.item.value);
    expect(await balanceMinor(t, player.token)).toBe(before - 100 + minor(opening.item.value));
    expect(minor(opening.balance)).toBe(before - 100 + minor(opening.item.value));
  });

  it('answers 404 for an unknown case and 422 when the balance is short', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const headers = { 'idempotency-key': newKey() };
    expect(
      (await t.http.post('/games/cases/emerald/open', undefined, { token: player.token, headers })).status,
    ).toBe(404);
    const short = await t.http.post('/games/cases/diamond/open', undefined, {
      token: player.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ message: 'balance_not_enough' });
  });
});
