import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer, newKey } from './support/games.ts';
import { act, cashOut, minerRoundWithOneSafeReveal, startRound } from './support/rounds.ts';

let t: TestApi;
const data = tempDataDir();
beforeAll(async () => {
  t = await startTestApi({ dataDir: data.dir, accessTtlSeconds: 86_400 });
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const minor = (major: number) => Math.round(major * 100);

describe('a finished round', () => {
  it('cannot be acted on or cashed out again once cashed out', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const open = await minerRoundWithOneSafeReveal(t, player.token, 1, 2);
    await cashOut(t, player.token, 'miner', open.id);
    const balance = await balanceMinor(t, player.token);
    const reveal = await act(t, player.token, 'miner', open.id, { action: 'reveal', tile: 1 });
    expect(reveal.status).toBe(409);
    expect(reveal.body).toEqual({ message: 'round_finished' });
    expect((await cashOut(t, player.token, 'miner', open.id)).status).toBe(409);
    expect(await balanceMinor(t, player.token)).toBe(balance);
  });
});

describe('idempotent steps', () => {
  it('acts once for a step repeated with one key, answering the first answer again', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const open = await minerRoundWithOneSafeReveal(t, player.token, 1, 1);
    const key = newKey();
    const first = await cashOut(t, player.token, 'miner', open.id, key);
    const balance = await balanceMinor(t, player.token);
    const again = await cashOut(t, player.token, 'miner', open.id, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await balanceMinor(t, player.token)).toBe(balance);
  });

  it('starts one round for a start repeated with one key, and refuses the key for another request', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const before = await balanceMinor(t, player.token);
    const key = newKey();
    const first = await startRound(t, player.token, 'hilo', { amount: 1 }, key);
    const again = await startRound(t, player.token, 'hilo', { amount: 1 }, key);
    expect(again.text).toBe(first.text);
    expect(await balanceMinor(t, player.token)).toBe(before - 100);
    const other = await startRound(t, player.token, 'hilo', { amount: 2 }, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'idempotency_key_reused' });
  });

  it('draws one card for a guess repeated with one key', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
    const key = newKey();
    const first = await act(t, player.token, 'hilo', round.id, { action: 'skip' }, key);
    const again = await act(t, player.token, 'hilo', round.id, { action: 'skip' }, key);
    expect(again.text).toBe(first.text);
    const current = (await t.http.get('/games/hilo/rounds/current', { token: player.token })).body['data'];
    expect(current.state.cards).toHaveLength(2);
  });
});

describe('concurrent cash-outs', () => {
  it('credits a round once when 20 cash-outs of it arrive at once', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const open = await minerRoundWithOneSafeReveal(t, player.token, 1, 1);
    const before = await balanceMinor(t, player.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cashOut(t, player.token, 'miner', open.id)),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await balanceMinor(t, player.token)).toBe(before + minor(paid[0]?.body['data'].payout));
  });
});

describe('hostile steps', () => {
  it('answers 4xx and moves nothing for a tile off the grid, a tile revealed twice, or a wrong action', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const open = await minerRoundWithOneSafeReveal(t, player.token, 1, 1);
    const balance = await balanceMinor(t, player.token);
    for (const body of [
      { action: 'reveal', tile: 25 },
      { action: 'reveal', tile: -1 },
      { action: 'reveal', tile: 1.5 },
      { action: 'reveal', tile: '3' },
      { action: 'guess', guess: 'higher' },
      { action: 'reveal' },
      [],
    ]) {
      const answer = await act(t, player.token, 'miner', open.id, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const twice = await act(t, player.token, 'miner', open.id, { action: 'reveal', tile: 0 });
    expect(twice.status).toBe(422);
    expect(twice.body).toEqual({ message: 'validation', errors: { tile: ['already_revealed'] } });
    expect((await act(t, player.token, 'miner', open.id, { action: 'reveal', tile: 1 }, null)).status).toBe(
      400,
    );
    expect(await balanceMinor(t, player.token)).toBe(balance);
  });

  it('answers 409 for a guess on a finished round and 404 for another player round or an unknown game', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
    let status = round.status;
    while (status === 'open') {
      const step = await act(t, player.token, 'hilo', round.id, { action: 'guess', guess: 'lower' });
      status = step.body['data'].status;
    }
    const late = await act(t, player.token, 'hilo', round.id, { action: 'guess', guess: 'higher' });
    expect(late.status).toBe(409);
    const stranger = await fundedPlayer(t, 'USD', 20);
    const other = (await startRound(t, stranger.token, 'hilo', { amount: 1 })).body['data'];
    expect((await act(t, player.token, 'hilo', other.id, { action: 'skip' })).status).toBe(404);
    expect((await cashOut(t, player.token, 'miner', other.id)).status).toBe(404);
    expect((await startRound(t, player.token, 'crash', { amount: 1 })).status).toBe(404);
    expect((await t.http.get('/games/hilo/rounds/x1/cashout', { token: player.token })).status).toBe(404);
  });

  it('refuses the 53rd skip of a hilo round: 52 at most', async () => {
    const player = await fundedPlayer(t, 'USD', 20);
    const round = (await startRound(t, player.token, 'hilo', { amount: 1 })).body['data'];
    for (let skip = 0; skip < 52; skip += 1)
      expect((await act(t, player.token, 'hilo', round.id, { action: 'skip' })).status).toBe(200);
    const more = await act(t, player.token, 'hilo', round.id, { action: 'skip' });
    expect(more.status).toBe(422);
    expect(more.body).toEqual({ message: 'validation', errors: { action: ['too_many_skips'] } });
  });
});
