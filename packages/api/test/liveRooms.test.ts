import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { floats, sha256 } from './support/derive.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { LiveClient, WORKED_CHAIN } from './support/live.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function rubPlayer(t: TestApi) {
  const funded = await fundedPlayer(t, 'RUB', 100);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return { token: funded.token, ...live };
}

const join = (key: string, seats: number, room = 'red', clientSeed?: string) => ({
  type: 'room.join',
  key,
  room,
  seats,
  ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
});

describe('rooms over the live socket', () => {
  it('settles a red round of two players: the pot less 5 % to the seat the seed and both players’ client seeds draw', async () => {
    const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await rubPlayer(t);
    const bob = await rubPlayer(t);
    const red = alice.snapshot['rooms'].find(
      (room: { round: { room: string } }) => room.round.room === 'red',
    );
    expect(red.round).toMatchObject({
      status: 'open',
      entries: [],
      pot_minor: 0,
      ends_at: null,
      server_seed: null,
    });

    expect(await alice.client.command(join('a-1', 1, 'red', 'alice-entropy'))).toMatchObject({
      ok: true,
      balance_minor: 9_900,
    });
    const first = await bob.client.event('room.joined');
    expect(first).toMatchObject({
      room: 'red',
      pot_minor: 100,
      ends_at: null,
      entry: { seats: 1, mine: false, client_seed: 'alice-entropy' },
    });
    expect(await bob.client.command(join('b-1', 2, 'red', 'bob-entropy'))).toMatchObject({
      ok: true,
      balance_minor: 9_800,
    });
    const second = await alice.client.event('room.joined', (frame) => frame['pot_minor'] === 300);
    expect(second['ends_at']).toBe(t.clock.now() + WORKED_CHAIN.roomCountdownMs);

    t.scheduler.advance(WORKED_CHAIN.roomCountdownMs);
    const settled = await alice.client.event('room.settled');
    expect(settled).toMatchObject({ room: 'red', round_id: red.round.id, payout_minor: 285 });
    expect(sha256(settled['server_seed'])).toBe(red.round.server_seed_hashed);
    // The draw's client seed mixes both players' (docs/fairness.md, "Rooms"): sha256 of "<round>:<seed 1>:<seed 2>".
    const clientSeed = sha256(`${red.round.id}:alice-entropy:bob-entropy`);
    const [f0 = 0] = floats(settled['server_seed'], clientSeed, 0, 1);
    expect(settled['winning_seat']).toBe(Math.floor(f0 * 3));

    const aliceWins = settled['winning_seat'] === 0;
    expect(await balanceMinor(t, alice.token)).toBe(aliceWins ? 9_900 + 285 : 9_900);
    expect(await balanceMinor(t, bob.token)).toBe(aliceWins ? 9_800 : 9_800 + 285);
    const next = await alice.client.event('room.opened', (frame) => frame['round']['room'] === 'red');
    expect(next['round']).toMatchObject({ status: 'open', pot_minor: 0 });
  });

  it('starts no countdown for one player alone, however many seats they take: a contest needs a second player', async () => {
    const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await rubPlayer(t);
    const bob = await rubPlayer(t);
    expect(await alice.client.command(join('a-1', 2))).toMatchObject({ ok: true, balance_minor: 9_800 });
    expect(await bob.client.event('room.joined')).toMatchObject({ pot_minor: 200, ends_at: null });
    expect(await alice.client.command(join('a-2', 3))).toMatchObject({ ok: true, balance_minor: 9_500 });
    expect(await bob.client.event('room.joined', (frame) => frame['pot_minor'] === 500)).toMatchObject({
      ends_at: null,
    });
    // No draw when a countdown would have ended: the seats stay in the round, nothing is paid back to the lone player.
    t.scheduler.advance(WORKED_CHAIN.roomCountdownMs);
    expect(await balanceMinor(t, alice.token)).toBe(9_500);

    expect(await bob.client.command(join('b-1', 1))).toMatchObject({ ok: true, balance_minor: 9_900 });
    const joined = await alice.client.event('room.joined', (frame) => frame['pot_minor'] === 600);
    expect(joined['ends_at']).toBe(t.clock.now() + WORKED_CHAIN.roomCountdownMs);
    t.scheduler.advance(WORKED_CHAIN.roomCountdownMs);
    expect(await alice.client.event('room.settled')).toMatchObject({ room: 'red', payout_minor: 570 });
  });

  it('takes a join repeated with one key once, and refuses players outside RUB (§9)', async () => {
    const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await rubPlayer(t);
    await alice.client.command(join('a-1', 2, 'purple'));
    expect(await alice.client.command(join('a-1', 2, 'purple'))).toMatchObject({
      ok: true,
      balance_minor: 0,
    });
    expect(await alice.client.command(join('a-2', 1, 'purple'))).toMatchObject({
      error: 'balance_not_enough',
    });
    expect(await alice.client.command(join('a-3', 11))).toMatchObject({ error: 'invalid' });
    const dollars = await fundedPlayer(t, 'USD', 20);
    const usd = await LiveClient.as(t, dollars.token);
    cleanups.push(() => usd.client.close());
    expect(await usd.client.command(join('u-1', 1))).toMatchObject({ error: 'not_offered' });
  });

  it('closes joins when the countdown starts: a late join is refused and nothing is taken', async () => {
    const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
    cleanups.push(() => t.close());
    const alice = await rubPlayer(t);
    const bob = await rubPlayer(t);
    const carol = await rubPlayer(t);
    await alice.client.command(join('a-1', 1));
    await bob.client.command(join('b-1', 1));
    const started = await carol.client.event('room.joined', (frame) => frame['ends_at'] !== null);
    expect(started['pot_minor']).toBe(200);
    expect(await carol.client.command(join('c-1', 5))).toMatchObject({ ok: false, error: 'joins_closed' });
    expect(await alice.client.command(join('a-2', 1))).toMatchObject({ ok: false, error: 'joins_closed' });
    expect(await balanceMinor(t, carol.token)).toBe(10_000);
    expect(await balanceMinor(t, alice.token)).toBe(9_900);
  });
});
