import { CashOutCrash, PlaceCrashBet, type Locale, type User } from '@casino/core';
import {
  crashBetFactory,
  crashRoundFactory,
  crashTableFactory,
  money,
  userFactory,
} from '@casino/core/test/factories';
import { FakeClock, FakeLiveChannel, FakeRandomness, settle } from '@casino/core/test/fakes';
import { describe, expect, it } from 'vitest';
import { CrashViewModel } from './CrashViewModel.ts';

function world(locale: Locale = 'en') {
  const channel = new FakeLiveChannel();
  const clock = new FakeClock();
  const session = {
    isLoggedIn: true,
    user: userFactory.build({
      currency: 'USD',
      balance: money(20, 'USD'),
      totalBalance: money(20, 'USD'),
    }) as User | null,
    setUser(user: User | null) {
      session.user = user;
    },
  };
  const deps = { channel, clock, session, locale: { locale }, randomness: new FakeRandomness() };
  const vm = new CrashViewModel({
    ...deps,
    placeBet: new PlaceCrashBet(deps),
    cashOut: new CashOutCrash(deps),
  });
  vm.start();
  return { vm, channel, clock, session };
}

function snapshot(clock: FakeClock, table = crashTableFactory.build()) {
  return {
    kind: 'snapshot' as const,
    serverNow: clock.now(),
    crash: table,
    rooms: [],
    balanceMinor: 2_000,
    feed: { plays: [], bigWins: [] },
  };
}

describe('CrashViewModel', () => {
  it('follows the curve from the start time on the server clock: 1.82x ten seconds in', () => {
    const { vm, channel, clock } = world();
    const round = crashRoundFactory.build({ id: 3, phase: 'running', startedAt: clock.now() - 10_000 });
    channel.emit(snapshot(clock, crashTableFactory.build({ round })));
    expect(vm.multiplier).toBe(182);
    clock.advance(10_000);
    expect(vm.multiplier).toBe(332);
    vm.dispose();
  });

  it("follows the table's pace the server sent (issue 37): 1.82x three seconds in at 0.0002 per ms, the cash-out's payout and the axes with it", () => {
    const { vm, channel, clock } = world();
    const round = crashRoundFactory.build({ id: 3, phase: 'running', startedAt: clock.now() - 3_000 });
    const mine = crashBetFactory.build({ mine: true, key: 'key-1', roundId: 3, stakeMinor: 100 });
    channel.emit(snapshot(clock, crashTableFactory.build({ round, bets: [mine], growthPerMs: 0.0002 })));
    expect(vm.multiplier).toBe(182);
    expect(vm.cashOutPayout).toEqual(money(1.82, 'USD'));
    expect(vm.scale).toMatchObject({ topHundredths: 300, spanMs: 6_000 });
    clock.advance(2_000);
    expect(vm.multiplier).toBe(271);
    // The bust is drawn where the fast curve reached it: 1.86x at 3 103 ms, on axes of 6 s.
    channel.emit({ kind: 'crashBusted', roundId: 3, crashHundredths: 186, hash: 'a'.repeat(64) });
    expect(vm.scale).toMatchObject({ topHundredths: 300, spanMs: 6_000 });
    vm.dispose();
  });

  it('says round 1 waits for the first players’ bets, whose client seeds fix the salt, and takes a bet meanwhile', () => {
    const { vm, channel, clock } = world();
    const round = crashRoundFactory.build({ id: 1, phase: 'betting', bettingEndsAt: null });
    const table = crashTableFactory.build({ round, salt: null, seeding: { needed: 1, taken: 0 } });
    channel.emit(snapshot(clock, table));
    expect(vm.seeding).toEqual({ needed: 1, taken: 0 });
    expect(vm.bettingSecondsLeft).toBe(0);
    expect(vm.canBet).toBe(true);
    vm.dispose();
  });

  it('bets in the betting phase with the auto cash-out typed as a multiplier', async () => {
    const { vm, channel, clock } = world();
    channel.emit(snapshot(clock));
    vm.setStake('1.5');
    vm.setAutoCashOut('2,5');
    channel.answer({ ok: true, balanceMinor: 1_850, payoutMinor: null });
    await vm.placeBet();
    expect(channel.sent).toEqual([
      { kind: 'crashBet', key: 'key-1', stakeMinor: 150, autoCashOut: 250, clientSeed: 'seed-1' },
    ]);
    vm.setAutoCashOut('1');
    await vm.placeBet();
    expect(vm.notice).toEqual({ kind: 'refused', reason: 'auto' });
  });

  it('refuses a stake outside the §9 limits before sending anything: crash in USD is 0.01–500 $', async () => {
    const { vm, channel, clock } = world();
    channel.emit(snapshot(clock));
    vm.setStake('500.01');
    await vm.placeBet();
    expect(vm.notice).toEqual({ kind: 'refused', reason: 'above_max' });
    vm.setStake('0.001');
    await vm.placeBet();
    expect(vm.notice).toEqual({ kind: 'refused', reason: 'stake' });
    expect(channel.sent).toEqual([]);
    vm.dispose();
  });

  it("gives a visitor the limits in the currency of the page's market, a player in their own (issue 38)", () => {
    const visitor = (locale: Locale) => {
      const { vm, session } = world(locale);
      session.isLoggedIn = false;
      session.user = null;
      vm.dispose();
      return vm.limits?.max.currency;
    };
    expect(visitor('en')).toBe('USD');
    expect(visitor('br')).toBe('USD');
    expect(visitor('kz')).toBe('KZT');
    expect(visitor('ru')).toBe('RUB');
    const { vm } = world('ru');
    expect(vm.limits?.max).toEqual(money(500, 'USD'));
    vm.dispose();
  });

  it('says once, for a screen reader, that the server paid the auto cash-out while the page was away', async () => {
    const { vm, channel, clock, session } = world();
    const mine = crashBetFactory.build({ mine: true, key: 'key-1', autoCashOut: 150 });
    const running = crashRoundFactory.build({ id: 1, phase: 'running', startedAt: clock.now() });
    channel.emit(snapshot(clock, crashTableFactory.build({ round: running, bets: [mine] })));
    expect(vm.canCashOut).toBe(true);
    channel.emit({
      kind: 'crashCashedOut',
      roundId: 1,
      betId: mine.betId,
      atHundredths: 150,
      payoutMinor: 150,
    });
    await settle();
    expect(vm.notice).toEqual({ kind: 'cashedOut', atHundredths: 150, payout: money(1.5, 'USD') });
    expect(vm.spoken?.hundredths).toBe(150);
    expect(vm.canCashOut).toBe(false);
    channel.emit({ kind: 'balance', balanceMinor: 2_050 });
    expect(session.user?.balance).toEqual(money(20.5, 'USD'));
  });

  it('says a cent may be added to a cash-out of a part of a unit, and keeps the cash-out to verify its round (issue 33)', async () => {
    const { vm, channel, clock } = world();
    const mine = crashBetFactory.build({
      mine: true,
      key: 'key-1',
      roundId: 1,
      stakeMinor: 1,
      autoCashOut: 150,
    });
    const running = crashRoundFactory.build({ id: 1, phase: 'running', startedAt: clock.now() });
    channel.emit(snapshot(clock, crashTableFactory.build({ round: running, bets: [mine] })));
    // One cent at 1.50× owes 1.5 cents: the button shows 0.01 and the rounding draw may pay a cent more.
    expect(vm.cashOutMayRoundUp).toBe(true);
    expect(vm.cashOuts.size).toBe(0);
    channel.emit({
      kind: 'crashCashedOut',
      roundId: 1,
      betId: mine.betId,
      atHundredths: 150,
      payoutMinor: 2,
    });
    await settle();
    expect(vm.cashOuts.get(1)).toMatchObject({
      key: 'key-1',
      stakeMinor: 1,
      cashedOutAt: 150,
      payoutMinor: 2,
    });
    vm.dispose();
    const whole = world();
    const dollar = crashBetFactory.build({ mine: true, key: 'key-2', roundId: 1, stakeMinor: 100 });
    whole.channel.emit(snapshot(whole.clock, crashTableFactory.build({ round: running, bets: [dollar] })));
    expect(whole.vm.cashOutMayRoundUp).toBe(false);
    whole.vm.dispose();
  });

  it('announces the multiplier only when asked', () => {
    const { vm, channel, clock } = world();
    const round = crashRoundFactory.build({ id: 1, phase: 'running', startedAt: clock.now() });
    channel.emit(snapshot(clock, crashTableFactory.build({ round })));
    clock.advance(5_000);
    expect(vm.spoken).toBeNull();
    vm.announce();
    expect(vm.spoken).toEqual({ hundredths: 134, count: 1 });
  });
});
