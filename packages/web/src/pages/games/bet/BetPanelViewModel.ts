import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_CURRENCY,
  betLimits,
  moneyFromMinor,
  validateStake,
  type BetGame,
  type BetLimits,
  type Currency,
  type Money,
  type StakeRejection,
} from '@casino/core';
import type { SessionView } from '../../../components/page/pagePorts.ts';
import { parseStake, stakeText } from './stakeInput.ts';
import { token } from '../../../di/token.ts';

export const BET_PANEL_VM = token<BetPanelViewModel>('BetPanelViewModel');

export type BetOutcome =
  | { readonly kind: 'accepted'; readonly stake: Money }
  | { readonly kind: 'rejected'; readonly rejection: StakeRejection };

/**
 * The bet panel of a game page: the §9 limits for the player's currency (RUB for a visitor) and a stake checked by
 * the core's validateStake. Real play plugs in behind `placeBet` later; today an accepted stake says play opens soon.
 */
export class BetPanelViewModel {
  game: BetGame | null = null;
  stakeInput = '';
  outcome: BetOutcome | null = null;
  readonly #session: Pick<SessionView, 'user' | 'isLoggedIn'>;

  constructor(session: Pick<SessionView, 'user' | 'isLoggedIn'>) {
    this.#session = session;
    makeAutoObservable(this);
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

  placeBet(): void {
    if (!this.game) return;
    const stake = this.stake;
    if (!stake) {
      this.outcome = { kind: 'rejected', rejection: { reason: 'invalid_amount' } };
      return;
    }
    const checked = validateStake(this.game, stake);
    this.outcome = checked.ok
      ? { kind: 'accepted', stake: checked.value }
      : { kind: 'rejected', rejection: checked.error };
  }

  #scaleStake(factor: number): void {
    const stake = this.stake;
    const minor = stake ? Math.floor(stake.minor * factor) : Number.NaN;
    if (!stake || !Number.isSafeInteger(minor)) return;
    this.typeStake(stakeText(moneyFromMinor(minor, stake.currency)));
  }
}
