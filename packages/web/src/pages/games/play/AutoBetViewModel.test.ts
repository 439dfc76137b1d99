import { describe, expect, it, vi } from 'vitest';
import { usd } from '@casino/core/test/factories';
import { instantGameWorld } from '../../../testing/instantGameWorld.ts';
import { DiceBoard } from '../dice/DiceBoard.ts';

const world = (options?: Parameters<typeof instantGameWorld>[1]) => {
  const made = instantGameWorld(() => new DiceBoard(), options);
  made.vm.start();
  made.vm.preferences.toggleInstant();
  made.vm.chooseMode('auto');
  return made;
};

/** Lets the series run: each pause between bets passes on the fake clock. */
async function runToEnd(vm: ReturnType<typeof world>['vm'], clock: ReturnType<typeof world>['clock']) {
  await vi.waitFor(() => {
    clock.advance(1_000);
    expect(vm.auto.running).toBe(false);
  });
}

describe('AutoBetViewModel', () => {
  it('plays the number of bets asked and stops by itself, each shown and counted', async () => {
    const { vm, api, clock } = world();
    vm.auto.setCount('3');
    const run = vm.auto.start();
    await runToEnd(vm, clock);
    await run;
    expect(api.bets).toHaveLength(3);
    expect(vm.auto.betsDone).toBe(3);
    expect(vm.auto.end).toBe('completed');
    expect(vm.results.bets).toHaveLength(3);
    const net = api.bets.reduce((sum: number, bet) => sum + bet.payout.minor - bet.stake.minor, 0);
    expect(vm.auto.net?.minor).toBe(net);
  });

  it('ends a series with the header balance moved by exactly the series net, every payout shown (issue 38)', async () => {
    const { vm, api, clock, session } = world();
    vm.preferences.toggleInstant();
    vm.auto.setCount('3');
    const run = vm.auto.start();
    await runToEnd(vm, clock);
    await run;
    const net = api.bets.reduce((sum: number, bet) => sum + bet.payout.minor - bet.stake.minor, 0);
    expect(session.user?.balance.minor).toBe(25_000 + net);
  });

  it('raises the stake by the percentage after a loss', async () => {
    const { vm, api, clock } = world();
    vm.board.setTarget(9999);
    vm.panel.typeStake('1');
    vm.auto.setCount('2');
    vm.auto.setOnLoss('increase', '50');
    const run = vm.auto.start();
    await runToEnd(vm, clock);
    await run;
    const [first, second] = api.calls;
    expect(first?.stake).toEqual(usd(1));
    // Over 99.99 (a 0.01 % chance) loses on the fake server's seed: the next stake is 1 $ + 50 %.
    expect(api.bets[0]?.payout).toEqual(usd(0));
    expect(second?.stake).toEqual(usd(1.5));
  });

  it('stops at the loss limit', async () => {
    const { vm, clock } = world();
    vm.board.chooseDirection('over');
    vm.board.setTarget(9999);
    vm.panel.typeStake('1');
    vm.auto.setCount('');
    vm.auto.setStopLoss('2');
    const run = vm.auto.start();
    await runToEnd(vm, clock);
    await run;
    expect(vm.auto.end).toBe('lossReached');
    expect(vm.auto.net?.minor).toBeLessThanOrEqual(-200);
  });

  it('stops when the balance runs out', async () => {
    const { vm, clock } = world({ balance: usd(1) });
    vm.board.setTarget(9999);
    vm.panel.typeStake('1');
    vm.auto.setCount('5');
    const run = vm.auto.start();
    await runToEnd(vm, clock);
    await run;
    expect(vm.auto.betsDone).toBe(1);
    expect(vm.auto.end).toBe('insufficientBalance');
  });

  it('stops when the player leaves the page', async () => {
    const { vm, api, clock } = world();
    vm.auto.setCount('');
    const run = vm.auto.start();
    await vi.waitFor(() => expect(api.bets.length).toBeGreaterThan(0));
    vm.dispose();
    await runToEnd(vm, clock);
    await run;
    const made = api.bets.length;
    clock.advance(10_000);
    expect(api.bets).toHaveLength(made);
    expect(vm.auto.end).toBe('stopped');
  });

  it('stops on Space while it runs', async () => {
    const { vm, clock } = world();
    vm.auto.setCount('');
    expect(vm.pressKey(' ')).toBe(true);
    await vi.waitFor(() => expect(vm.auto.running).toBe(true));
    vm.pressKey(' ');
    await runToEnd(vm, clock);
    expect(vm.auto.end).toBe('stopped');
  });

  it('does not start with a field that is not a number', async () => {
    const { vm, api } = world();
    vm.auto.setCount('three');
    expect(vm.auto.rules).toBeNull();
    await vm.auto.start();
    vm.auto.setCount('3');
    vm.auto.setStopProfit('abc');
    expect(vm.auto.rules).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('asks a visitor to log in before a series', async () => {
    const { vm, modals, api } = world({ loggedIn: false });
    await vm.auto.start();
    expect(modals.names()).toEqual(['Login']);
    expect(api.calls).toEqual([]);
  });
});
