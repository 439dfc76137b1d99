import { describe, expect, it } from 'vitest';
import { crashBetFactory, crashTableFactory, money, userFactory } from '../../../test/factories/index.ts';
import { FakeClock, FakeLiveChannel, FakeRandomness, settle } from '../../../test/fakes/index.ts';
import type { User } from '../../domain/user.ts';
import { CashOutCrash } from './CashOutCrash.ts';
import { JoinRoom } from './JoinRoom.ts';
import { PlaceCrashBet } from './PlaceCrashBet.ts';
import { RECONCILE_WAIT_MS } from './liveSettlement.ts';
import { createLiveUseCases, LIVE_USE_CASE_NAMES } from '../createLiveUseCases.ts';

function world(currency: 'USD' | 'RUB' = 'USD', balanceMinor = 10_000) {
  const channel = new FakeLiveChannel();
  const clock = new FakeClock();
  const session = {
    isLoggedIn: true,
    user: userFactory.build({
      currency,
      balance: money(balanceMinor / 100, currency),
      totalBalance: money(balanceMinor / 100, currency),
    }) as User | null,
    setUser(user: User | null) {
      session.user = user;
    },
  };
  const deps = { channel, clock, session, randomness: new FakeRandomness() };
  return { channel, clock, session, deps };
}

function snapshotWith(...bets: ReturnType<typeof crashBetFactory.build>[]) {
  return {
    kind: 'snapshot' as const,
    serverNow: 0,
    crash: crashTableFactory.build({ bets }),
    rooms: [],
    balanceMinor: 10_086,
    feed: { plays: [], bigWins: [] },
  };
}

describe('createLiveUseCases (the live games’ use cases, apart from the instant games’: issue 35)', () => {
  it('makes each one once, on first use, over the channel it is given', () => {
    const { deps } = world();
    const live = createLiveUseCases(deps);
    expect([...LIVE_USE_CASE_NAMES].sort()).toEqual(['cashOutCrash', 'joinRoom', 'placeCrashBet']);
    for (const name of LIVE_USE_CASE_NAMES) expect(live[name], name).toBe(live[name]);
    expect(live.placeCrashBet).toBeInstanceOf(PlaceCrashBet);
    expect(live.joinRoom).toBeInstanceOf(JoinRoom);
  });
});

describe('PlaceCrashBet', () => {
  it('sends the stake and the auto cash-out target with a key, and takes the answered balance', async () => {
    const { channel, session, deps } = world();
    channel.answer({ ok: true, balanceMinor: 9_900, payoutMinor: null });
    const result = await new PlaceCrashBet(deps).execute({
      roundId: 1,
      stake: money(1, 'USD'),
      autoCashOut: 200,
    });
    expect(result.ok).toBe(true);
    expect(channel.sent).toEqual([
      { kind: 'crashBet', key: 'key-1', stakeMinor: 100, autoCashOut: 200, clientSeed: 'seed-1' },
    ]);
    expect(session.user?.balance).toEqual(money(99, 'USD'));
  });

  it('refuses a stake above the §9 crash limit and a target below 1.01x without sending', async () => {
    const { channel, deps } = world();
    const place = new PlaceCrashBet(deps);
    const above = await place.execute({ roundId: 1, stake: money(500.01, 'USD'), autoCashOut: null });
    expect(above.ok || above.error.kind).toBe('stakeRejected');
    const target = await place.execute({ roundId: 1, stake: money(1, 'USD'), autoCashOut: 100 });
    expect(target.ok || target.error.kind).toBe('invalidAutoCashOut');
    expect(channel.sent).toEqual([]);
  });

  it('passes on the server refusal balance_not_enough', async () => {
    const { channel, deps } = world();
    channel.answer({ ok: false, error: 'balance_not_enough' });
    const result = await new PlaceCrashBet(deps).execute({
      roundId: 1,
      stake: money(1, 'USD'),
      autoCashOut: null,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'refused', reason: 'balance_not_enough' } });
  });

  it('finds a bet lost with its connection in the next snapshot, by its key', async () => {
    const { channel, deps, session } = world();
    const pending = new PlaceCrashBet(deps).execute({
      roundId: 1,
      stake: money(1, 'USD'),
      autoCashOut: null,
    });
    await settle();
    const bet = crashBetFactory.build({ mine: true, key: 'key-1' });
    channel.emit(snapshotWith(bet));
    expect(await pending).toEqual({ ok: true, value: bet });
    expect(session.user?.balance.minor).toBe(10_086);
  });
});

describe('CashOutCrash', () => {
  it('pays what the server answers', async () => {
    const { channel, deps, session } = world();
    channel.answer({ ok: true, balanceMinor: 10_186, payoutMinor: 186 });
    const result = await new CashOutCrash(deps).execute(1);
    expect(result).toEqual({ ok: true, value: { status: 'cashed_out', payoutMinor: 186 } });
    expect(channel.sent).toEqual([{ kind: 'crashCashOut', key: 'key-1', roundId: 1 }]);
    expect(session.user?.balance.minor).toBe(10_186);
  });

  it('refuses a cash-out after the bust as the server says', async () => {
    const { channel, deps } = world();
    channel.answer({ ok: false, error: 'round_busted' });
    expect(await new CashOutCrash(deps).execute(1)).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'round_busted' },
    });
  });

  it('shows a cash-out lost with the connection as the server settled it: auto cash-out paid at its target', async () => {
    const { channel, deps } = world();
    const pending = new CashOutCrash(deps).execute(1);
    await settle();
    const settled = crashBetFactory.build({
      mine: true,
      status: 'cashed_out',
      cashedOutAt: 200,
      payoutMinor: 200,
    });
    channel.emit(snapshotWith(settled));
    expect(await pending).toEqual({ ok: true, value: { status: 'cashed_out', payoutMinor: 200 } });
  });

  it('gives up as connection_lost when no snapshot comes within 30 s', async () => {
    const { clock, deps } = world();
    const pending = new CashOutCrash(deps).execute(1);
    await settle();
    clock.advance(RECONCILE_WAIT_MS);
    expect(await pending).toEqual({ ok: false, error: { kind: 'refused', reason: 'connection_lost' } });
  });
});

describe('JoinRoom', () => {
  it('takes seats at the room stake in RUB, with a client seed made on the player’s side for the draw', async () => {
    const { channel, deps, session } = world('RUB', 10_000);
    channel.answer({ ok: true, balanceMinor: 9_800, payoutMinor: null });
    expect(await new JoinRoom(deps).execute('red', 2)).toEqual({ ok: true, value: 200 });
    expect(channel.sent).toEqual([
      { kind: 'roomJoin', key: 'key-1', room: 'red', seats: 2, clientSeed: 'seed-1' },
    ]);
    expect(session.user?.balance.minor).toBe(9_800);
  });

  it('is not offered outside RUB (§9) and refuses 0 or 11 seats', async () => {
    expect(await new JoinRoom(world('USD').deps).execute('red', 1)).toEqual({
      ok: false,
      error: { kind: 'notOffered' },
    });
    const rub = new JoinRoom(world('RUB').deps);
    expect((await rub.execute('red', 0)).ok).toBe(false);
    expect((await rub.execute('red', 11)).ok).toBe(false);
  });
});
