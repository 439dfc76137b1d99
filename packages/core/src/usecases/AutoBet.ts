import { addMoney, moneyFromMinor, subtractMoney, zeroMoney, type Money } from '../domain/money.ts';
import { AUTO_BET_DELAY_MS } from '../domain/timing.ts';
import type { BetParams, SettledBet } from '../games/bet.ts';
import { isNetWin } from '../games/outcome/outcomeWording.ts';
import type { Clock, TimerHandle } from '../ports/Clock.ts';
import type { PlaceBet, PlaceBetFailure } from './PlaceBet.ts';

/** After a win or a loss: back to the base stake, or the current stake raised by a percentage. */
export type StakeChange =
  { readonly kind: 'reset' } | { readonly kind: 'increase'; readonly percent: number };

export interface AutoBetPlan {
  readonly params: BetParams;
  /** The base stake; for roulette the sum of the chips, which are scaled together. */
  readonly stake: Money;
  /** How many bets; null bets until stopped. */
  readonly bets: number | null;
  readonly onWin: StakeChange;
  readonly onLoss: StakeChange;
  /** Stop once the run's net result is at least this profit. */
  readonly stopOnProfit: Money | null;
  /** Stop once the run's net result is at least this loss. */
  readonly stopOnLoss: Money | null;
  readonly delayMs?: number;
  /** Each bet's payout is held back from the balance until the page has shown it (PlaceBet's holdPayout). */
  readonly holdPayout?: boolean;
}

export type AutoBetStopReason =
  'completed' | 'stopped' | 'profitReached' | 'lossReached' | 'insufficientBalance' | 'failed';

export interface AutoBetProgress {
  readonly running: boolean;
  readonly betsMade: number;
  /** Payouts minus stakes over the run. */
  readonly net: Money;
  /** The stake of the next bet. */
  readonly currentStake: Money;
  readonly lastBet: SettledBet | null;
}

export interface AutoBetReport {
  readonly reason: AutoBetStopReason;
  readonly progress: AutoBetProgress;
  /** What stopped a failed run. */
  readonly error: PlaceBetFailure | null;
}

export interface AutoBetDeps {
  readonly placeBet: Pick<PlaceBet, 'execute'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

/** A raised stake: the current one plus `percent` of it, rounded up so any raise adds at least one minor unit. */
export function raisedStake(stake: Money, percent: number): Money {
  const basisPoints = BigInt(Math.round(percent * 100));
  const raise = (BigInt(stake.minor) * basisPoints + 9_999n) / 10_000n;
  return moneyFromMinor(stake.minor + Number(raise), stake.currency);
}

/** The plan's own fields that make no sense, named as the auto-bet form names them. */
function invalidPlanFields(plan: AutoBetPlan): string[] {
  const fields: string[] = [];
  const badChange = (change: StakeChange) =>
    change.kind === 'increase' && !(Number.isFinite(change.percent) && change.percent >= 0);
  if (plan.bets !== null && !(Number.isSafeInteger(plan.bets) && plan.bets > 0)) fields.push('bets');
  if (badChange(plan.onWin)) fields.push('onWin');
  if (badChange(plan.onLoss)) fields.push('onLoss');
  const badLimit = (limit: Money | null) =>
    limit !== null && (limit.currency !== plan.stake.currency || !(limit.minor > 0));
  if (badLimit(plan.stopOnProfit)) fields.push('stopOnProfit');
  if (badLimit(plan.stopOnLoss)) fields.push('stopOnLoss');
  return fields;
}

/** The bet at a stake: roulette's chips scaled from the base stake, each rounded down; other games as they are. */
function betAt(plan: AutoBetPlan, stake: Money): { readonly params: BetParams; readonly stake: Money } {
  if (plan.params.game !== 'roulette' || stake.minor === plan.stake.minor)
    return { params: plan.params, stake };
  const chips = plan.params.chips.map((chip) => ({
    ...chip,
    amount: moneyFromMinor(Math.floor((chip.amount.minor * stake.minor) / plan.stake.minor), stake.currency),
  }));
  const sum = chips.reduce((total, chip) => total + chip.amount.minor, 0);
  return { params: { game: 'roulette', chips }, stake: moneyFromMinor(sum, stake.currency) };
}

/**
 * Auto-bet (issue 14): bets one after another with a pause (the Clock), changing the stake after each win or loss,
 * until the count is reached, the net profit or loss reaches its limit, or stop() is called (the page calls it when
 * the player leaves). Any refusal or error stops it at once. A bet is a win when it pays more than its stake.
 */
export class AutoBet {
  readonly #deps: AutoBetDeps;
  #progress: AutoBetProgress | null = null;
  #stopRequested = false;
  #pause: { readonly timer: TimerHandle; readonly resume: () => void } | null = null;

  constructor(deps: AutoBetDeps) {
    this.#deps = deps;
  }

  get progress(): AutoBetProgress | null {
    return this.#progress;
  }

  get running(): boolean {
    return this.#progress?.running ?? false;
  }

  /** No bet starts after this; a bet already sent is settled and counted. */
  stop(): void {
    this.#stopRequested = true;
    const pause = this.#pause;
    this.#pause = null;
    pause?.timer.cancel();
    pause?.resume();
  }

  async run(
    plan: AutoBetPlan,
    onProgress: (progress: AutoBetProgress) => void = () => {},
  ): Promise<AutoBetReport> {
    if (this.running) throw new Error('an auto-bet run is already under way');
    this.#stopRequested = false;
    let progress: AutoBetProgress = {
      running: true,
      betsMade: 0,
      net: zeroMoney(plan.stake.currency),
      currentStake: plan.stake,
      lastBet: null,
    };
    const update = (next: AutoBetProgress) => {
      progress = next;
      this.#progress = next;
      onProgress(next);
    };
    const finish = (reason: AutoBetStopReason, error: PlaceBetFailure | null = null): AutoBetReport => {
      update({ ...progress, running: false });
      return { reason, progress, error };
    };
    update(progress);
    const invalid = invalidPlanFields(plan);
    if (invalid.length > 0) {
      return finish('failed', {
        kind: 'validation',
        fields: Object.fromEntries(invalid.map((f) => [f, ['invalid']])),
      });
    }

    for (;;) {
      if (this.#stopRequested) return finish('stopped');
      if (plan.bets !== null && progress.betsMade >= plan.bets) return finish('completed');
      const bet = betAt(plan, progress.currentStake);
      const result = await this.#deps.placeBet.execute(bet.params, bet.stake, {
        holdPayout: plan.holdPayout === true,
      });
      if (!result.ok) {
        return finish(
          result.error.kind === 'insufficientBalance' ? 'insufficientBalance' : 'failed',
          result.error,
        );
      }
      const settled = result.value;
      const won = isNetWin(settled.stake.minor, settled.payout.minor);
      const change = won ? plan.onWin : plan.onLoss;
      update({
        running: true,
        betsMade: progress.betsMade + 1,
        net: addMoney(progress.net, subtractMoney(settled.payout, settled.stake)),
        currentStake:
          change.kind === 'reset' ? plan.stake : raisedStake(progress.currentStake, change.percent),
        lastBet: settled,
      });
      if (plan.stopOnProfit && progress.net.minor >= plan.stopOnProfit.minor) return finish('profitReached');
      if (plan.stopOnLoss && -progress.net.minor >= plan.stopOnLoss.minor) return finish('lossReached');
      if (this.#stopRequested) return finish('stopped');
      if (plan.bets !== null && progress.betsMade >= plan.bets) return finish('completed');
      await this.#wait(plan.delayMs ?? AUTO_BET_DELAY_MS);
    }
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const resume = () => {
        this.#pause = null;
        resolve();
      };
      this.#pause = { timer: this.#deps.clock.setTimeout(resume, ms), resume };
    });
  }
}
