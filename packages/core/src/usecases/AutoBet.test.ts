import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { gamesWorld, settle } from '../../test/fakes/index.ts';
import type { BetParams } from '../index.ts';
import { raisedStake, type AutoBetPlan } from './AutoBet.ts';

// Rolls of the worked-example pair, nonce 0..9: 6.07, 90.06, 99.96, 92.04, 11.74, 8.49, 66.35, 24.71, 47.93, 11.32.
const UNDER_50: BetParams = { game: 'dice', targetHundredths: 5000, direction: 'under' };
/** Wins only on a roll of 100.00, which none of these nonces give. */
const OVER_99_99: BetParams = { game: 'dice', targetHundredths: 9999, direction: 'over' };

const plan = (overrides: Partial<AutoBetPlan>): AutoBetPlan => ({
  params: UNDER_50,
  stake: usd(1),
  bets: null,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'reset' },
  stopOnProfit: null,
  stopOnLoss: null,
  delayMs: 500,
  ...overrides,
});

/** Runs the plan, moving the fake clock on until the run ends. */
async function runToEnd(world: ReturnType<typeof gamesWorld>, toRun: AutoBetPlan) {
  const seen: number[] = [];
  const report = world.autoBet.run(toRun, (progress) => seen.push(progress.betsMade));
  let done = false;
  void report.then(() => (done = true));
  for (let step = 0; step < 200 && !done; step += 1) await world.clock.advanceAndSettle(500);
  return { report: await report, seen };
}

describe('AutoBet', () => {
  it('makes the chosen number of bets, one pause of the clock apart, and reports the net result', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const report = world.autoBet.run(plan({ bets: 3 }));
    await settle();
    expect(world.gamesApi.calls).toHaveLength(1);
    await world.clock.advanceAndSettle(499);
    expect(world.gamesApi.calls).toHaveLength(1);
    await world.clock.advanceAndSettle(1);
    await world.clock.advanceAndSettle(500);
    const { reason, progress } = await report;
    expect(reason).toBe('completed');
    // a win (+0.98) and two losses (−1, −1)
    expect(progress).toMatchObject({ running: false, betsMade: 3, net: usd(-1.02), currentStake: usd(1) });
    expect(world.session.user?.balance).toEqual(usd(8.98));
  });

  it('doubles the stake after each loss and goes back to the base stake after a win', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const martingale = plan({ stake: usd(0.1), bets: 6, onLoss: { kind: 'increase', percent: 100 } });
    const { report } = await runToEnd(world, martingale);
    expect(report.reason).toBe('completed');
    expect(world.gamesApi.calls.map((call) => call.stake.minor)).toEqual([10, 10, 20, 40, 80, 10]);
  });

  it('raises the stake on a win when asked, by at least one minor unit', () => {
    expect(raisedStake(usd(1), 50)).toEqual(usd(1.5));
    expect(raisedStake(usd(0.01), 10)).toEqual(usd(0.02));
    expect(raisedStake(usd(1), 12.5)).toEqual(usd(1.13));
  });

  it('stops once the net profit reaches the limit', async () => {
    const world = gamesWorld({ balance: usd(20) });
    const { report } = await runToEnd(world, plan({ stopOnProfit: usd(1.5) }));
    expect(report.reason).toBe('profitReached');
    expect(report.progress).toMatchObject({ betsMade: 10, net: usd(1.88) });
  });

  it('stops once the net loss reaches the limit', async () => {
    const world = gamesWorld({ balance: usd(20) });
    const { report } = await runToEnd(world, plan({ params: OVER_99_99, stopOnLoss: usd(3) }));
    expect(report.reason).toBe('lossReached');
    expect(report.progress).toMatchObject({ betsMade: 3, net: usd(-3) });
  });

  it('stops on an insufficient balance', async () => {
    const world = gamesWorld({ balance: usd(2.5) });
    const { report } = await runToEnd(world, plan({ params: OVER_99_99 }));
    expect(report).toMatchObject({ reason: 'insufficientBalance', error: { kind: 'insufficientBalance' } });
    expect(report.progress.betsMade).toBe(2);
  });

  it('stops at once on any error: a raised stake above the max is refused and no bet follows', async () => {
    const world = gamesWorld({ balance: usd(200) });
    const toRun = plan({ params: OVER_99_99, stake: usd(60), onLoss: { kind: 'increase', percent: 100 } });
    const { report } = await runToEnd(world, toRun);
    expect(report.reason).toBe('failed');
    expect(report.error).toMatchObject({ kind: 'stakeRejected', rejection: { reason: 'above_max' } });
    expect(world.gamesApi.calls).toHaveLength(1);
  });

  it('stops when the player leaves the page during a pause: no bet after stop()', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const report = world.autoBet.run(plan({}));
    await settle();
    expect(world.autoBet.running).toBe(true);
    world.autoBet.stop();
    expect((await report).reason).toBe('stopped');
    await world.clock.advanceAndSettle(5_000);
    expect(world.gamesApi.calls).toHaveLength(1);
    expect(world.autoBet.running).toBe(false);
    expect(world.clock.pendingTimers()).toBe(0);
  });

  it('counts the bet under way when stopped during it, and starts no other', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const release = world.gamesApi.holdAnswers();
    const report = world.autoBet.run(plan({}));
    await settle();
    world.autoBet.stop();
    release();
    const { reason, progress } = await report;
    expect(reason).toBe('stopped');
    expect(progress.betsMade).toBe(1);
    expect(world.gamesApi.calls).toHaveLength(1);
  });

  it('scales every roulette chip with the stake', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const chips = [
      { kind: 'straight' as const, numbers: [17], amount: usd(0.01) },
      { kind: 'straight' as const, numbers: [18], amount: usd(0.01) },
    ];
    const toRun = plan({
      params: { game: 'roulette', chips },
      stake: usd(0.02),
      bets: 2,
      onLoss: { kind: 'increase', percent: 100 },
    });
    await runToEnd(world, toRun);
    const second = world.gamesApi.calls[1];
    expect(second?.stake).toEqual(usd(0.04));
    expect(second?.params.game === 'roulette' && second.params.chips.map((chip) => chip.amount)).toEqual([
      usd(0.02),
      usd(0.02),
    ]);
  });

  it('refuses a plan with a negative raise, a zero count or a limit in another currency, placing no bet', async () => {
    const world = gamesWorld();
    const report = await world.autoBet.run(
      plan({
        bets: 0,
        onLoss: { kind: 'increase', percent: -5 },
        stopOnLoss: { minor: 100, currency: 'RUB' },
      }),
    );
    expect(report).toMatchObject({
      reason: 'failed',
      error: {
        kind: 'validation',
        fields: { bets: ['invalid'], onLoss: ['invalid'], stopOnLoss: ['invalid'] },
      },
    });
    expect(world.gamesApi.calls).toEqual([]);
  });

  it('refuses a second run while one is under way', async () => {
    const world = gamesWorld();
    void world.autoBet.run(plan({}));
    await expect(world.autoBet.run(plan({}))).rejects.toThrow();
    world.autoBet.stop();
  });
});
