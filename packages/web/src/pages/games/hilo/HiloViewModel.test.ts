import { describe, expect, it } from 'vitest';
import { roundsWorld } from '@casino/core/test/fakes';
import { FakeModalOpener, FakeSession } from '../../../testing/fakeStores.ts';
import { BetPanelViewModel } from '../bet/BetPanelViewModel.ts';
import { RoundPlay } from '../rounds/RoundPlay.ts';
import { HiloViewModel } from './HiloViewModel.ts';

const usd = (major: number) => ({ minor: Math.round(major * 100), currency: 'USD' as const });

/** A hilo table at nonce 4 of the worked examples' pair: the round deals ♠3, ♦7, ♠9, ♥K. */
function hiloTable() {
  const world = roundsWorld({ balance: usd(10), nonce: 4 });
  const play = new RoundPlay('hilo', {
    startRound: world.startRound,
    playRound: world.playRound,
    resumeRound: world.resumeRound,
    panel: new BetPanelViewModel(world.session),
    session: world.session,
    modals: new FakeModalOpener(),
    network: { online: true },
  });
  play.panel.typeStake('1');
  return { world, vm: new HiloViewModel(play) };
}

describe('HiloViewModel', () => {
  it('shows both guesses on the ♠3 with their chance and payout before the guess', async () => {
    const { vm } = hiloTable();
    await vm.begin();
    expect(vm.card).toMatchObject({ rank: '3', suit: 'spades' });
    expect(vm.options).toEqual([
      { guess: 'higher', chanceThirteenths: 12, multiplierTenThousandths: 10725, payout: usd(1.07) },
      { guess: 'lower', chanceThirteenths: 2, multiplierTenThousandths: 64350, payout: usd(6.43) },
    ]);
  });

  it('plays worked example 5: skip, higher, higher, cash out 3.45 USD', async () => {
    const { vm, world } = hiloTable();
    await vm.begin();
    await vm.skip();
    expect(vm.skipsLeft).toBe(51);
    await vm.guess('higher');
    const [higher] = vm.options;
    expect(higher?.multiplierTenThousandths).toBeGreaterThan(16087);
    await vm.guess('higher');
    expect(vm.currentPayout).toEqual(usd(3.45));
    await vm.play.cashOut();
    expect(vm.play.round).toMatchObject({ status: 'cashedOut', payout: usd(3.45) });
    expect(vm.options).toEqual([]);
    expect(world.session.user?.balance).toEqual(usd(12.45));
  });

  it('forgets the round of a player who logs out', async () => {
    const world = roundsWorld({ balance: usd(10), nonce: 4 });
    // The page reads the app's observable session store.
    const session = new FakeSession(world.session.user);
    const play = new RoundPlay('hilo', {
      ...world,
      panel: new BetPanelViewModel(session),
      session,
      modals: new FakeModalOpener(),
      network: { online: true },
    });
    play.panel.typeStake('1');
    const vm = new HiloViewModel(play);
    vm.start();
    await vm.begin();
    expect(vm.card).not.toBeNull();
    session.setUser(null);
    expect(vm.play.round).toBeNull();
    expect(vm.card).toBeNull();
    vm.dispose();
  });

  it('asks a visitor to log in instead of starting', async () => {
    const { vm, world } = hiloTable();
    world.session.clear();
    await vm.begin();
    expect(vm.play.panel.outcome).toEqual({ kind: 'loginNeeded' });
    expect(world.roundsApi.calls).toEqual([]);
  });
});
