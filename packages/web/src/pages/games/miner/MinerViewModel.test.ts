import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import { roundsWorld } from '@casino/core/test/fakes';
import { FakeModalOpener } from '../../../testing/fakeStores.ts';
import { BetPanelViewModel } from '../bet/BetPanelViewModel.ts';
import { RoundPlay } from '../rounds/RoundPlay.ts';
import { MinerViewModel } from './MinerViewModel.ts';

const usd = (major: number) => ({ minor: Math.round(major * 100), currency: 'USD' as const });

/** A miner table over the worked examples' pair: at nonce 3 the mines of a 3-mine round are 23, 17 and 18. */
function minerTable(
  random = () => 0,
  world = roundsWorld({ balance: usd(10) }),
  network: { online: boolean } = { online: true },
) {
  const play = new RoundPlay('miner', {
    startRound: world.startRound,
    playRound: world.playRound,
    resumeRound: world.resumeRound,
    panel: new BetPanelViewModel(world.session),
    session: world.session,
    modals: new FakeModalOpener(),
    network,
  });
  const vm = new MinerViewModel(play, random);
  vm.play.panel.typeStake('1');
  return { world, vm, network };
}

describe('MinerViewModel', () => {
  it('plays worked example 4: shows the next multiplier and the payout, cashes out 1.28 USD', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    expect(world.session.user?.balance).toEqual(usd(9));
    expect(vm.nextMultiplier).toBe(11250);
    expect(vm.play.payoutMayRoundUp).toBe(false);
    await vm.reveal(0);
    await vm.reveal(12);
    expect(vm.tiles[0]).toBe('safe');
    // 128.57 cents owed: the page shows 1.28 and says the draw may pay a cent more (here it does not: example 15).
    expect(vm.currentPayout).toEqual(usd(1.28));
    expect(vm.play.payoutMayRoundUp).toBe(true);
    expect(vm.nextMultiplier).toBe(14785);
    await vm.play.cashOut();
    expect(vm.play.round?.status).toBe('cashedOut');
    expect(vm.tiles.flatMap((state, tile) => (state === 'mine' ? [tile] : []))).toEqual([17, 18, 23]);
    expect(world.session.user?.balance).toEqual(usd(10.28));
    expect(vm.play.canStart).toBe(true);
  });

  it('says a start refused during a time-out in words, with the date the break ends (issue 18)', async () => {
    const { vm, world } = minerTable();
    const params = { ends_at: '2026-11-24T10:00:00.000Z' };
    world.roundsApi.faults.push({
      when: 'before',
      error: { kind: 'server', status: 403, messageKey: 'timed_out', params },
    });
    await vm.begin();
    expect(vm.play.refusal).toEqual({ key: 'timed_out', params });
    expect(vm.play.round).toBeNull();
    expect(world.session.user?.balance).toEqual(usd(10));
    await vm.begin();
    expect(vm.play.refusal).toBeNull();
  });

  it('ends on a mine: the tile is the hit one, and no tile can be revealed after', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    await vm.reveal(17);
    expect(vm.tiles[17]).toBe('hit');
    expect(vm.play.event?.round.status).toBe('lost');
    const calls = world.roundsApi.calls.length;
    await vm.reveal(1);
    expect(world.roundsApi.calls).toHaveLength(calls);
  });

  it('auto-picks a hidden tile, never one revealed', async () => {
    const { vm } = minerTable(() => 0);
    await vm.begin();
    await vm.reveal(0);
    await vm.autoPick();
    expect(vm.play.round?.state).toMatchObject({ revealed: [0, 1] });
  });

  it('moves the focus with the arrows inside the 5 × 5 grid and stops at its edges', () => {
    const { vm } = minerTable();
    expect(vm.moveFocus('ArrowLeft')).toBe(true);
    expect(vm.focused).toBe(0);
    vm.moveFocus('ArrowRight');
    vm.moveFocus('ArrowDown');
    expect(vm.focused).toBe(6);
    vm.moveFocus('End');
    expect(vm.focused).toBe(9);
    expect(vm.moveFocus('x')).toBe(false);
  });

  it('refuses a mines count outside 1 to 24 before anything is sent', async () => {
    const { vm, world } = minerTable();
    vm.setMines('25');
    await vm.begin();
    expect(vm.mines).toBeNull();
    expect(world.roundsApi.calls).toEqual([]);
  });

  it('resumes the open round on mount, as it was', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    await vm.reveal(12);
    // A reload: a new table over the same server.
    const again = minerTable(() => 0, world).vm;
    await again.play.resume();
    expect(again.play.round?.state).toMatchObject({ revealed: [12] });
    expect(again.play.notice).toBe('resumed');
  });

  it('preloads the open round for the page’s first render, as it was', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    await vm.reveal(12);
    const again = minerTable(() => 0, world).vm;
    await again.preload();
    expect(again.play.round?.state).toMatchObject({ revealed: [12] });
  });

  it('shows a round another tab finished as closed, and makes no step on it', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    await vm.reveal(0);
    await world.roundsApi.finishElsewhere(vm.play.round!.id);
    await vm.reveal(1);
    expect(vm.play.notice).toBe('changedElsewhere');
    expect(vm.play.canAct).toBe(false);
    expect(vm.play.canStart).toBe(true);
  });

  it('looks the round up again when the browser is back online', async () => {
    const { vm, world } = minerTable();
    await vm.begin();
    const network = observable({ online: false });
    const offlineTab = minerTable(() => 0, world, network).vm;
    offlineTab.start();
    await world.clock.advanceAndSettle(0);
    expect(offlineTab.play.round?.state).toMatchObject({ revealed: [] });
    await vm.reveal(12);
    expect(offlineTab.play.round?.state).toMatchObject({ revealed: [] });
    runInAction(() => (network.online = true));
    await world.clock.advanceAndSettle(0);
    expect(offlineTab.play.round?.state).toMatchObject({ revealed: [12] });
    offlineTab.dispose();
  });
});
