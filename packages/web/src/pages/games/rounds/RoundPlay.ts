import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { owesFraction } from '@casino/core';
import type {
  DomainError,
  Result,
  Round,
  RoundAction,
  RoundFailure,
  RoundGame,
  RoundStart,
  RevealedSeedPair,
} from '@casino/core';
import type { RoundPlayDeps } from './roundPorts.ts';
import {
  saferPlayRefusal,
  type SaferPlayRefusalFacts,
} from '../../../components/saferPlay/saferPlayRefusal.ts';

/** What the page says about the last step besides the round itself. */
export type RoundNotice =
  /** A round of this game was open already (a reload, another tab): it is shown to be finished. */
  | 'resumed'
  /** Another tab finished the round, or acted on it first: this step was not made. */
  | 'changedElsewhere'
  | 'network'
  | 'insufficientBalance'
  | 'failed';

/** The last thing that happened, for the live region: a start, a resumed round, a step or a cash-out. */
export interface RoundEvent {
  readonly seq: number;
  readonly kind: 'start' | 'resume' | 'step' | 'cashOut';
  readonly round: Round;
  readonly action: RoundAction | null;
}

/**
 * One miner or hilo table: the round as the API keeps it, resumed on mount, when the player logs in and when the
 * connection comes back (issue 16). Every step goes through the core's use cases, which check it, send it with one
 * idempotency key and retry it; a step refused because the round finished elsewhere shows the round as it is now.
 */
export class RoundPlay {
  round: Round | null = null;
  busy = false;
  notice: RoundNotice | null = null;
  /** A failed step refused for safer play (a limit, a time-out, a self-exclusion): said in words with its end. */
  refusal: SaferPlayRefusalFacts | null = null;
  event: RoundEvent | null = null;
  /** The shown round was finished elsewhere and its last state is unknown here: it takes no more steps. */
  closedElsewhere = false;
  readonly game: RoundGame;
  readonly #deps: RoundPlayDeps;
  #seq = 0;
  #alive = true;
  #watches: IReactionDisposer[] = [];

  constructor(game: RoundGame, deps: RoundPlayDeps) {
    this.game = game;
    this.#deps = deps;
    deps.panel.chooseGame(game);
    makeAutoObservable(this);
  }

  get panel() {
    return this.#deps.panel;
  }

  /** A pair rotated on this page: the finished round dealt from it carries the revealed server seed. */
  reveal(pair: RevealedSeedPair): void {
    const round = this.round;
    if (
      !round ||
      round.fairness.serverSeed !== null ||
      round.fairness.serverSeedHashed !== pair.serverSeedHashed
    )
      return;
    this.round = { ...round, fairness: { ...round.fairness, serverSeed: pair.serverSeed } };
  }

  /** A step can be made on the round: it is open, not finished elsewhere, and no step is on its way. */
  get canAct(): boolean {
    return this.round?.status === 'open' && !this.closedElsewhere && !this.busy;
  }

  /** A new round can start: none is open here. */
  get canStart(): boolean {
    return !this.busy && (this.round === null || this.round.status !== 'open' || this.closedElsewhere);
  }

  get canCashOut(): boolean {
    return this.canAct && (this.round?.multiplierTenThousandths ?? 0) > 0;
  }

  /** The cash-out owes a fraction of a minor unit beyond the whole amount shown: its rounding draw may pay one more. */
  get payoutMayRoundUp(): boolean {
    const round = this.round;
    if (!round || round.status !== 'open' || round.multiplierTenThousandths === 0) return false;
    return owesFraction(round.stake.minor, round.multiplierTenThousandths);
  }

  /** After mount: the open round, and again on a login and when the browser is back online. */
  start(): void {
    this.#watches.push(
      reaction(
        () => this.#deps.session.user?.id ?? null,
        () => {
          // Another player (or none) now: the round shown was the last one's.
          this.#clear();
          this.#deps.panel.chooseMinStake();
          void this.resume();
        },
      ),
      reaction(
        () => this.#deps.network.online,
        (online) => {
          if (online) void this.resume();
        },
      ),
    );
    void this.resume();
  }

  async resume(): Promise<void> {
    if (!this.#deps.session.isLoggedIn) return;
    const result = await this.#deps.resumeRound.execute(this.game);
    if (!this.#alive || !result.ok) return;
    runInAction(() => {
      if (result.value) {
        this.#show(result.value, 'resume', null);
        this.notice = 'resumed';
      } else if (this.round?.status === 'open') {
        // The round shown as open was finished in another tab meanwhile.
        this.closedElsewhere = true;
        this.notice = 'changedElsewhere';
      }
    });
  }

  /** Starts a round with the panel's stake; a visitor is asked to log in, an empty balance to top up. */
  async begin(start: RoundStart): Promise<void> {
    if (!this.canStart) return;
    const { panel, modals } = this.#deps;
    const hint = panel.realMoneyHint;
    if (hint) {
      panel.report({ kind: hint === 'register' ? 'loginNeeded' : 'depositNeeded' });
      modals.open(hint === 'register' ? 'Login' : 'PayIn');
      return;
    }
    const stake = panel.stake;
    if (!stake) {
      panel.report({ kind: 'rejected', rejection: { reason: 'invalid_amount' } });
      return;
    }
    panel.report(null);
    await this.#run('start', null, () => this.#deps.startRound.execute(start, stake));
  }

  async act(action: RoundAction): Promise<void> {
    const round = this.round;
    if (!round || !this.canAct) return;
    await this.#run('step', action, () => this.#deps.playRound.act(round, action));
  }

  async cashOut(): Promise<void> {
    const round = this.round;
    if (!round || !this.canCashOut) return;
    await this.#run('cashOut', null, () => this.#deps.playRound.cashOut(round));
  }

  dispose(): void {
    this.#alive = false;
    for (const dispose of this.#watches) dispose();
    this.#watches = [];
  }

  async #run(
    kind: RoundEvent['kind'],
    action: RoundAction | null,
    send: () => Promise<Result<Round, RoundFailure>>,
  ): Promise<void> {
    this.busy = true;
    this.notice = null;
    this.refusal = null;
    const result = await send();
    if (!this.#alive) return;
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.#show(result.value, kind, action);
      else this.#refused(result.error);
    });
  }

  #clear(): void {
    this.round = null;
    this.event = null;
    this.notice = null;
    this.refusal = null;
    this.closedElsewhere = false;
  }

  #show(round: Round, kind: RoundEvent['kind'], action: RoundAction | null): void {
    this.round = round;
    this.closedElsewhere = false;
    this.#seq += 1;
    this.event = { seq: this.#seq, kind, round, action };
  }

  #refused(error: RoundFailure): void {
    switch (error.kind) {
      case 'roundChanged':
        if (error.round) this.#show(error.round, 'resume', null);
        else this.closedElsewhere = this.round !== null;
        this.notice = 'changedElsewhere';
        return;
      case 'stakeRejected':
        this.#deps.panel.report({ kind: 'rejected', rejection: error.rejection });
        return;
      case 'illegalAction':
        // The round as shown here allows no such step (it is over): nothing was sent.
        return;
      case 'unauthorised':
        this.#deps.modals.open('Login');
        return;
      default:
        this.refusal = saferPlayRefusal(error);
        this.notice = noticeOf(error);
    }
  }
}

function noticeOf(error: DomainError): RoundNotice {
  if (error.kind === 'insufficientBalance') return 'insufficientBalance';
  return error.kind === 'network' ? 'network' : 'failed';
}
