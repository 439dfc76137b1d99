import type { DomainError } from '../domain/errors.ts';
import { betLimits, type StakeRejection } from '../domain/limits.ts';
import { addMoney, subtractMoney, type Money } from '../domain/money.ts';
import { err, type Result } from '../domain/result.ts';
import { BET_RETRY_DELAYS_MS } from '../domain/timing.ts';
import type { BetParams, SettledBet } from '../games/bet.ts';
import { validateBetChoice, type BetChoiceField } from '../games/betChoice.ts';
import { BET_GAME_OF, validateBetStake } from '../games/stake.ts';
import type { Clock } from '../ports/Clock.ts';
import type { GamesApi } from '../ports/GamesApi.ts';
import type { Randomness } from '../ports/Randomness.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { UseOwnClientSeed } from './UseOwnClientSeed.ts';

export type PlaceBetFailure =
  | DomainError
  /** The stake is outside the §9 limits, found before sending or by the API; the page says "min 1 ₽". */
  | { readonly kind: 'stakeRejected'; readonly rejection: StakeRejection }
  /** Not a bet the game offers; nothing was sent. */
  | { readonly kind: 'invalidChoice'; readonly field: BetChoiceField };

/** How a caller that animates the outcome wants the balance: the stake taken at once, the payout on `releasePayout`. */
export interface PlaceBetOptions {
  readonly holdPayout?: boolean;
}

export interface PlaceBetDeps {
  readonly gamesApi: Pick<GamesApi, 'placeBet'>;
  readonly randomness: Pick<Randomness, 'id'>;
  readonly session: Pick<SessionState, 'epoch' | 'isLoggedIn' | 'user' | 'setUser'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
  /** Makes the player's own client seed before their first bet (docs/fairness.md "The seed pair"). */
  readonly useOwnClientSeed?: Pick<UseOwnClientSeed, 'ensure'>;
}

const AMOUNT_CODES = ['below_min', 'above_max', 'not_offered', 'invalid'] as const;

/**
 * One bet of an instant game (issue 14). The choice and the stake are checked with the core's rules (§9) before any
 * call. The request carries an idempotency key, and a request lost to the network or a timeout is sent again with
 * the same key (twice at most), so a bet is never placed twice and never lost. The answer's balance becomes the
 * session's balance, unless the session changed meanwhile or a later bet of the same pair was applied already.
 * With `holdPayout` the balance shows the stake taken and the payout is added only on `releasePayout(bet)`, when the
 * page has shown the outcome (issue 38: no balance change before the coin lands).
 */
export class PlaceBet {
  readonly #deps: PlaceBetDeps;
  /** The newest bet whose balance was applied: an older answer arriving after it must not roll the balance back. */
  #lastApplied: { readonly pair: string; readonly nonce: number } | null = null;
  /** Payouts held back until their outcome is shown, by bet id, with the session they belong to. */
  readonly #held = new Map<
    string,
    { readonly bet: SettledBet; readonly epoch: number; readonly player: string }
  >();

  constructor(deps: PlaceBetDeps) {
    this.#deps = deps;
  }

  async execute(
    params: BetParams,
    stake: Money,
    options: PlaceBetOptions = {},
  ): Promise<Result<SettledBet, PlaceBetFailure>> {
    const { session } = this.#deps;
    if (!session.isLoggedIn) return err({ kind: 'unauthorised' });
    const choice = validateBetChoice(params);
    if (!choice.ok) return err({ kind: 'invalidChoice', field: choice.error });
    const currency = session.user?.balance.currency;
    if (currency !== undefined && currency !== stake.currency) {
      return err({ kind: 'stakeRejected', rejection: { reason: 'invalid_amount' } });
    }
    const valid = validateBetStake(params, stake);
    if (!valid.ok) return err({ kind: 'stakeRejected', rejection: valid.error });

    const askedIn = session.epoch;
    const playerId = session.user?.id ?? null;
    await this.#deps.useOwnClientSeed?.ensure();
    const request = { params, stake, idempotencyKey: this.#deps.randomness.id() };
    let result = await this.#deps.gamesApi.placeBet(request);
    for (const delay of BET_RETRY_DELAYS_MS) {
      if (result.ok || result.error.kind !== 'network' || session.epoch !== askedIn) break;
      await this.#pause(delay);
      if (session.epoch !== askedIn) break;
      result = await this.#deps.gamesApi.placeBet(request);
    }
    // Another session's answer: nothing is applied to the player who is here now.
    if (session.epoch !== askedIn || (session.user?.id ?? null) !== playerId)
      return err({ kind: 'unauthorised' });
    if (!result.ok) return err(this.#failure(result.error, params, stake));
    const bet = result.value;
    const held = options.holdPayout === true && bet.balance !== null && bet.payout.minor > 0;
    this.#applyBalance(bet, held ? subtractMoney(bet.balance as Money, bet.payout) : bet.balance);
    if (held && playerId !== null) this.#held.set(bet.id, { bet, epoch: askedIn, player: playerId });
    return result;
  }

  /**
   * Adds a held payout to the balance once its outcome is shown; nothing when none is held, the session changed
   * since, or a later bet of the pair was applied (its balance holds this payout already). The payout is added to
   * the balance as it is then, so a change from elsewhere meanwhile is kept.
   */
  releasePayout(bet: Pick<SettledBet, 'id'>): void {
    const held = this.#held.get(bet.id);
    if (!held) return;
    this.#held.delete(bet.id);
    const { session } = this.#deps;
    if (session.epoch !== held.epoch || session.user?.id !== held.player) return;
    const last = this.#lastApplied;
    if (last && last.pair === held.bet.fairness.serverSeedHashed && last.nonce !== held.bet.fairness.nonce)
      return;
    const user = session.user;
    const payout = held.bet.payout;
    if (!user || user.balance.currency !== payout.currency) return;
    const totalBalance =
      user.totalBalance.currency === payout.currency
        ? addMoney(user.totalBalance, payout)
        : user.totalBalance;
    session.setUser({ ...user, balance: addMoney(user.balance, payout), totalBalance });
  }

  #pause(ms: number): Promise<void> {
    return new Promise((resolve) => this.#deps.clock.setTimeout(resolve, ms));
  }

  #failure(error: DomainError, params: BetParams, stake: Money): PlaceBetFailure {
    if (error.kind !== 'validation') return error;
    const code = AMOUNT_CODES.find((candidate) => error.fields['amount']?.includes(candidate));
    if (!code) return error;
    const limits = betLimits(BET_GAME_OF[params.game], stake.currency);
    if (code === 'invalid') return { kind: 'stakeRejected', rejection: { reason: 'invalid_amount' } };
    if (code === 'not_offered' || !limits) {
      return {
        kind: 'stakeRejected',
        rejection: { reason: 'not_offered', game: BET_GAME_OF[params.game], currency: stake.currency },
      };
    }
    return { kind: 'stakeRejected', rejection: { reason: code, limits } };
  }

  #applyBalance(bet: SettledBet, balance: Money | null): void {
    const { session } = this.#deps;
    const user = session.user;
    if (!user || !balance || balance.currency !== user.balance.currency) return;
    const pair = bet.fairness.serverSeedHashed;
    const last = this.#lastApplied;
    if (last && last.pair === pair && last.nonce > bet.fairness.nonce) return;
    this.#lastApplied = { pair, nonce: bet.fairness.nonce };
    const change = subtractMoney(balance, user.balance);
    const totalBalance =
      user.totalBalance.currency === change.currency
        ? addMoney(user.totalBalance, change)
        : user.totalBalance;
    session.setUser({ ...user, balance, totalBalance });
  }
}
