import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_CURRENCY,
  betLimits,
  moneyFromMinor,
  validateBetStake,
  validateStake,
  type BetGame,
  type BetLimits,
  type Currency,
  type Money,
  type PlaceBetFailure,
  type SettledBet,
  type StakeRejection,
} from '@casino/core';
import type { ModalOpener, SessionView } from '../../../components/page/pagePorts.ts';
import type { BetPlacer, BetRequest, GameBoard } from '../play/playPorts.ts';
import { parseStake, stakeText } from './stakeInput.ts';

export type BetOutcome =
  | { readonly kind: 'rejected'; readonly rejection: StakeRejection }
  /** The board is not ready (no keno square, no roulette chip): a games-namespace key says why. */
  | { readonly kind: 'notReady'; readonly reasonKey: string }
  | { readonly kind: 'placing' }
  | { readonly kind: 'settled'; readonly bet: SettledBet }
  /** A visitor was asked to log in, a player with nothing on the balance to top up. */
  | { readonly kind: 'loginNeeded' }
  | { readonly kind: 'depositNeeded' }
  | { readonly kind: 'insufficientBalance' }
  | { readonly kind: 'failed'; readonly error: PlaceBetFailure };

/** What real play needs: the core's PlaceBet and the modals a visitor or an empty balance is sent to. */
export interface PanelPlay {
  readonly placer: BetPlacer;
  readonly modals: Pick<ModalOpener, 'open'>;
}

/**
 * The bet panel of a game page: the §9 limits for the player's currency (RUB for a visitor) and a stake checked by
 * the core's validateStake. With a board attached (the instant originals) a valid stake is bet through PlaceBet;
 * a game that plays through its own use cases (miner, hilo) reads the stake and reports back through `report`.
 */
export class BetPanelViewModel {
  game: BetGame | null = null;
  stakeInput = '';
  outcome: BetOutcome | null = null;
  #board: GameBoard | null = null;
  readonly #session: Pick<SessionView, 'user' | 'isLoggedIn'>;
  readonly #play: PanelPlay | null;

  constructor(session: Pick<SessionView, 'user' | 'isLoggedIn'>, play: PanelPlay | null = null) {
    this.#session = session;
    this.#play = play;
    makeAutoObservable(this);
  }

  get isPlacing(): boolean {
    return this.outcome?.kind === 'placing';
  }

  /** Makes the panel bet for real with the board's choice. */
  attachBoard(board: GameBoard): void {
    this.#board = board;
  }

  get currency(): Currency {
    return this.#session.user?.currency ?? DEFAULT_CURRENCY;
  }

  /** A visitor sees the rouble limits and is told so. */
  get isVisitor(): boolean {
    return !this.#session.isLoggedIn;
  }

  /**
   * What stands between this player and real-money play, for the register-or-deposit tooltip (§9 regdep-tooltip):
   * a visitor must sign up, a player with nothing on the balance must top up.
   */
  get realMoneyHint(): 'register' | 'deposit' | null {
    if (this.isVisitor) return 'register';
    const balance = this.#session.user?.balance;
    return balance && balance.minor <= 0 ? 'deposit' : null;
  }

  get limits(): BetLimits | null {
    return this.game ? betLimits(this.game, this.currency) : null;
  }

  /** Rooms have one stake (min = max): the panel shows it instead of a field. */
  get fixedStake(): Money | null {
    const limits = this.limits;
    return limits && limits.min.minor === limits.max.minor ? limits.min : null;
  }

  /** A room is joined with its one stake; every other game is bet. */
  get isRoom(): boolean {
    return this.game?.startsWith('room') ?? false;
  }

  get stake(): Money | null {
    return this.fixedStake ?? parseStake(this.stakeInput, this.currency);
  }

  chooseGame(game: BetGame): void {
    if (this.game === game) return;
    this.game = game;
    this.stakeInput = this.limits && !this.fixedStake ? stakeText(this.limits.min) : '';
    this.outcome = null;
  }

  typeStake(text: string): void {
    this.stakeInput = text;
    this.outcome = null;
  }

  /** What a game that plays through its own use cases (miner, hilo) has to say about the stake, or nothing. */
  report(outcome: BetOutcome | null): void {
    this.outcome = outcome;
  }

  chooseMinStake(): void {
    if (this.limits) this.typeStake(stakeText(this.limits.min));
  }

  chooseMaxStake(): void {
    if (this.limits) this.typeStake(stakeText(this.limits.max));
  }

  halveStake(): void {
    this.#scaleStake(0.5);
  }

  doubleStake(): void {
    this.#scaleStake(2);
  }

  /**
   * Checks the stake and, on a real game, bets it: a visitor is asked to log in and a player with an empty balance
   * to top up before anything is sent. Resolves with the settled bet, or null when there is none. The balance shows
   * the stake taken; the payout is added by `releasePayout` once the board has shown the outcome.
   */
  async placeBet(): Promise<SettledBet | null> {
    if (!this.game || this.isPlacing) return null;
    const play = this.#play;
    if (!this.#board || !play) {
      this.#check(this.game);
      return null;
    }
    const request = this.prepareBet();
    if (!request) return null;
    this.outcome = { kind: 'placing' };
    const answer = await play.placer.execute(request.params, request.stake, { holdPayout: true });
    runInAction(() =>
      this.#settle(answer.ok ? { kind: 'settled', bet: answer.value } : this.#refusal(answer.error)),
    );
    return answer.ok ? answer.value : null;
  }

  /** The board has shown this bet's outcome: its payout joins the balance. */
  releasePayout(bet: SettledBet): void {
    this.#play?.placer.releasePayout(bet);
  }

  /**
   * The bet the board and the stake make now, after what the player must hear first (log in, top up, pick a square,
   * a stake outside the limits); null with that said in `outcome`. Auto-bet starts from it too.
   */
  prepareBet(): BetRequest | null {
    const stake = this.stake;
    const board = this.#board;
    const play = this.#play;
    if (!board || !play) return null;
    if (this.realMoneyHint) {
      this.outcome = { kind: this.realMoneyHint === 'register' ? 'loginNeeded' : 'depositNeeded' };
      play.modals.open(this.realMoneyHint === 'register' ? 'Login' : 'PayIn');
      return null;
    }
    if (board.notReadyKey) {
      this.outcome = { kind: 'notReady', reasonKey: board.notReadyKey };
      return null;
    }
    const request = stake ? board.requestFor(stake) : null;
    const checked = request ? validateBetStake(request.params, request.stake) : null;
    if (!request || !checked?.ok) {
      this.outcome = {
        kind: 'rejected',
        rejection: checked && !checked.ok ? checked.error : { reason: 'invalid_amount' },
      };
      return null;
    }
    this.outcome = null;
    return request;
  }

  /** A panel without a board (the game bets through its own use cases) only checks the stake against the limits. */
  #check(game: BetGame): void {
    const stake = this.stake;
    const checked = stake ? validateStake(game, stake) : null;
    this.outcome = checked?.ok
      ? null
      : { kind: 'rejected', rejection: checked ? checked.error : { reason: 'invalid_amount' } };
  }

  #settle(outcome: BetOutcome): void {
    this.outcome = outcome;
  }

  /** A refusal in the player's words: limits as the panel's own, a lost session as a login. */
  #refusal(error: PlaceBetFailure): BetOutcome {
    switch (error.kind) {
      case 'stakeRejected':
        return { kind: 'rejected', rejection: error.rejection };
      case 'insufficientBalance':
        return { kind: 'insufficientBalance' };
      case 'unauthorised':
        return { kind: 'loginNeeded' };
      default:
        return { kind: 'failed', error };
    }
  }

  #scaleStake(factor: number): void {
    const stake = this.stake;
    const minor = stake ? Math.floor(stake.minor * factor) : Number.NaN;
    if (!stake || !Number.isSafeInteger(minor)) return;
    this.typeStake(stakeText(moneyFromMinor(minor, stake.currency)));
  }
}
