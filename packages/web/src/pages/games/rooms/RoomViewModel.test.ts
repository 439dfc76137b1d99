import { JoinRoom, type User } from '@casino/core';
import {
  crashTableFactory,
  money,
  roomRoundFactory,
  roomTableFactory,
  userFactory,
} from '@casino/core/test/factories';
import { FakeClock, FakeLiveChannel, FakeRandomness } from '@casino/core/test/fakes';
import { describe, expect, it } from 'vitest';
import { RoomViewModel } from './RoomViewModel.ts';

const SEED = '62c2236d7dbf4153018c90d63da2a90c5bddee6b547921f7e7ae93bb2cd18ff2';

function world(currency: 'RUB' | 'USD' = 'RUB') {
  const channel = new FakeLiveChannel();
  const clock = new FakeClock();
  const session = {
    isLoggedIn: true,
    user: userFactory.build({
      currency,
      balance: money(100, currency),
      totalBalance: money(100, currency),
    }) as User | null,
    setUser(user: User | null) {
      session.user = user;
    },
  };
  const deps = { channel, clock, session, randomness: new FakeRandomness() };
  const vm = new RoomViewModel('red', { ...deps, join: new JoinRoom(deps) });
  vm.start();
  const red = roomTableFactory.build({ round: roomRoundFactory.build({ id: 7 }) });
  const purple = roomTableFactory.build({ round: roomRoundFactory.build({ id: 8, room: 'purple' }) });
  channel.emit({
    kind: 'snapshot',
    serverNow: clock.now(),
    crash: crashTableFactory.build(),
    rooms: [purple, red],
    balanceMinor: 10_000,
    feed: { plays: [], bigWins: [] },
  });
  return { vm, channel, clock };
}

describe('RoomViewModel', () => {
  it('shows its own room from the snapshot, the pot and the countdown once two seats are taken', () => {
    const { vm, channel, clock } = world();
    expect(vm.table?.round.id).toBe(7);
    expect(vm.secondsLeft).toBeNull();
    const entry = { player: 'al***', seats: 2, mine: false, clientSeed: '' };
    channel.emit({
      kind: 'roomJoined',
      room: 'red',
      roundId: 7,
      entry,
      potMinor: 200,
      endsAt: clock.now() + 30_000,
    });
    expect(vm.pot).toEqual(money(2, 'RUB'));
    expect(vm.seatsTaken).toBe(2);
    expect(vm.secondsLeft).toBe(30);
    clock.advance(10_000);
    expect(vm.secondsLeft).toBe(20);
  });

  it('closes joins when the countdown starts, so Take seats is not offered until the next round', () => {
    const { vm, channel, clock } = world();
    expect(vm.joinsClosed).toBe(false);
    const entry = { player: 'al***', seats: 2, mine: false, clientSeed: '' };
    channel.emit({
      kind: 'roomJoined',
      room: 'red',
      roundId: 7,
      entry,
      potMinor: 200,
      endsAt: clock.now() + 3_000,
    });
    expect(vm.joinsClosed).toBe(true);
    expect(vm.canJoin).toBe(false);
  });

  it('keeps the settled round with its seed as the last draw', () => {
    const { vm, channel } = world();
    channel.emit({
      kind: 'roomSettled',
      room: 'red',
      roundId: 7,
      serverSeed: SEED,
      winningSeat: 1,
      winner: 'al***',
      payoutMinor: 190,
    });
    expect(vm.lastDraw).toMatchObject({ id: 7, serverSeed: SEED, winningSeat: 1, payoutMinor: 190 });
    // Settled while the page watched: revealed with the draw's animation.
    expect(vm.reveal).toMatchObject({ live: true, round: { id: 7, winningSeat: 1, winner: 'al***' } });
  });

  it('shows the last draw of a snapshot as it ended, without replaying its reveal', () => {
    const { vm, channel, clock } = world();
    const settled = roomRoundFactory.build({ id: 6, status: 'settled', serverSeed: SEED, winningSeat: 0 });
    channel.emit({
      kind: 'snapshot',
      serverNow: clock.now(),
      crash: crashTableFactory.build(),
      rooms: [roomTableFactory.build({ round: roomRoundFactory.build({ id: 7 }), history: [settled] })],
      balanceMinor: null,
      feed: { plays: [], bigWins: [] },
    });
    expect(vm.reveal).toEqual({ round: settled, live: false });
  });

  it('takes the chosen seats and says so; a player outside RUB is told rooms are in roubles', async () => {
    const { vm, channel } = world();
    vm.setSeats(3);
    channel.answer({ ok: true, balanceMinor: 9_700, payoutMinor: null });
    await vm.join();
    expect(channel.sent).toEqual([
      { kind: 'roomJoin', key: 'key-1', room: 'red', seats: 3, clientSeed: 'seed-1' },
    ]);
    expect(vm.notice).toEqual({ kind: 'joined', seats: 3 });
    const dollars = world('USD').vm;
    await dollars.join();
    expect(dollars.notice).toEqual({ kind: 'refused', reason: 'notOffered' });
  });
});
