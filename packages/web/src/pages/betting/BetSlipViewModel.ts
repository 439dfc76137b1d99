import {
  computed,
  makeAutoObservable,
  reaction,
  runInAction,
  type IComputedValue,
  type IReactionDisposer,
} from 'mobx';
import {
  applyLiveBalance,
  BetSlip,
  BetSlipStore,
  isOddsFormat,
  moneyFromMajor,
  ODDS_CHANGE_PREFERENCES,
  PlaceSportsBet,
  type Clock,
  type Currency,
  type DomainError,
  type KeyValueStore,
  type OddsChangeLeg,
  type OddsChangePreference,
  type OddsFormat,
  type Randomness,
  type SlipLeg,
  type SlipRefusal,
  type SlipSnapshot,
  type SportEvent,
  type SportsBet,
  type SportsbookApi,
} from '@casino/core';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { SPORTS_PREFS_KEY, storedSportsPrefs } from '../../components/sportsbook/MyBetsViewModel.ts';
import { token } from '../../di/token.ts';

export const BET_SLIP = token<BetSlipViewModel>('BetSlipViewModel');

/** An odds change on the slip is put into words at most this often. */
const ANNOUNCE_EVERY_MS = 5_000;

export interface BetSlipDeps {
  readonly session: SessionView;
  readonly store: KeyValueStore;
  readonly api: Pick<SportsbookApi, 'placeBet'>;
  readonly randomness: Pick<Randomness, 'id'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly modals: ModalOpener;
}

/** What the slip says after the player's last action, in words the page translates. */
export type SlipNotice =
  | { readonly kind: 'placed'; readonly bet: SportsBet }
  /** The API refused moved odds: each moved leg from the odds sent to the odds now; one tap accepts and places. */
  | { readonly kind: 'oddsChanged'; readonly changes: readonly OddsChangeLeg[] }
  | { readonly kind: 'suspended' }
  | { readonly kind: 'refused'; readonly refusal: SlipRefusal }
  | { readonly kind: 'error'; readonly error: DomainError };

/**
 * The bet slip (issue 20), one for the whole app: its legs and stake kept per player on the device (a reload or a
 * logout and login of the same player finds it again; a visitor's slip is carried into a login whose own slip is
 * empty), live prices from the line (the slip always shows the price now), the odds-change preference (applied by the
 * API when it takes the bet) and the odds format, and placing the bet with one idempotency key per attempt.
 */
export class BetSlipViewModel {
  readonly #deps: BetSlipDeps;
  readonly #slips: BetSlipStore;
  readonly #place: PlaceSportsBet;
  readonly #inSlip = new Map<string, IComputedValue<boolean>>();
  snapshot: SlipSnapshot = { version: 1, legs: [], stakeMinor: null };
  stakeText = '';
  preference: OddsChangePreference = 'higher';
  oddsFormat: OddsFormat = 'decimal';
  notice: SlipNotice | null = null;
  busy = false;
  /** The drawer on phones. */
  open = false;
  /** A polite words for a screen reader when slip odds moved, with a counter so a repeat is read again. */
  announcement: { readonly moved: number; readonly count: number } | null = null;
  /** Bumped when a bet is placed, so the lists of bets reload. */
  placedCount = 0;
  /** Bumped when a price is added, so the page moves focus to the stake (issue 38). */
  stakeFocus = 0;
  #owner: string | null = null;
  #restored = false;
  #attemptKey: string | null = null;
  #lastAnnounced = 0;
  #stopOwner: IReactionDisposer | null = null;

  constructor(deps: BetSlipDeps) {
    this.#deps = deps;
    this.#slips = new BetSlipStore(deps.store);
    this.#place = new PlaceSportsBet(deps.api, () => deps.randomness.id());
    makeAutoObservable<BetSlipViewModel, '#deps' | '#slips' | '#place' | '#inSlip'>(
      this,
      { '#deps': false, '#slips': false, '#place': false, '#inSlip': false, has: false },
      { autoBind: true },
    );
  }

  /**
   * Reads the slip and the preferences kept on the device. The page calls it once it is hydrated: the server's HTML
   * was rendered without the device's storage, and the first render in the browser must match it.
   */
  restore(): void {
    if (this.#stopOwner) return;
    this.#readPrefs();
    this.#stopOwner = reaction(
      () => this.#deps.session.user?.id ?? null,
      (owner) => this.#switchOwner(owner),
      { fireImmediately: true },
    );
  }

  get legs(): readonly SlipLeg[] {
    return this.snapshot.legs;
  }

  /**
   * A leg is closed now (its match paused after a goal or a set, its selection not offered, its match gone): placing
   * would only be refused, so the slip says so beside its button until the leg opens again or is removed (issue 38).
   */
  get closed(): boolean {
    return this.snapshot.legs.some((leg) => leg.suspended);
  }

  get kind(): 'single' | 'accumulator' {
    return this.snapshot.legs.length > 1 ? 'accumulator' : 'single';
  }

  get totalOdds(): number {
    return new BetSlip(this.snapshot).totalOdds;
  }

  get currency(): Currency | null {
    return this.#deps.session.user?.balance.currency ?? null;
  }

  get potentialReturnMinor(): number | null {
    return new BetSlip(this.snapshot).potentialReturnMinor;
  }

  /**
   * Whether a selection is on the slip. Each selection's answer is a value of its own, which tells its observer (one
   * price) only when it turns: a leg added, or the device's slip read after hydration, re-renders the prices it
   * concerns, not every price of the line (issue 35: the restore re-rendered all 200+ prices of /betting in one task).
   */
  has(selectionId: string): boolean {
    let inSlip = this.#inSlip.get(selectionId);
    if (!inSlip) {
      inSlip = computed(() => this.snapshot.legs.some((leg) => leg.selectionId === selectionId));
      this.#inSlip.set(selectionId, inSlip);
    }
    return inSlip.get();
  }

  /** Adds a selection (another of the same event takes its place; the same one again is removed). */
  toggle(leg: Omit<SlipLeg, 'moved' | 'suspended'> & { readonly suspended?: boolean }): void {
    this.#mutate((slip) => slip.toggle(leg));
    if (this.has(leg.selectionId)) this.stakeFocus += 1;
    this.notice = null;
  }

  remove(selectionId: string): void {
    this.#mutate((slip) => slip.remove(selectionId));
  }

  clear(): void {
    this.#mutate((slip) => slip.clear());
    this.notice = null;
  }

  setStakeText(text: string): void {
    this.stakeText = text;
    const currency = this.currency ?? 'USD';
    const amount = Number(text.replace(',', '.').trim());
    const money = text.trim() === '' || !Number.isFinite(amount) ? null : moneyFromMajor(amount, currency);
    this.#mutate((slip) => slip.setStake(money?.ok ? money.value.minor : null));
  }

  /** A quick stake: adds the amount to what is typed. */
  addStake(amount: number): void {
    const current = Number(this.stakeText.replace(',', '.')) || 0;
    this.setStakeText(String(Math.round((current + amount) * 100) / 100));
  }

  setPreference(value: string): void {
    if (!(ODDS_CHANGE_PREFERENCES as readonly string[]).includes(value)) return;
    this.preference = value as OddsChangePreference;
    this.#savePrefs();
  }

  setOddsFormat(value: string): void {
    if (!isOddsFormat(value)) return;
    this.oddsFormat = value;
    this.#savePrefs();
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  /**
   * The line moved: each leg takes its price now and whether its market is open (`BetSlip.follow`); a change is
   * announced, politely and not on every tick. The attempt's key stays: the body it was sent with is the API's to judge.
   */
  follow(eventOf: (eventId: string) => SportEvent | null): void {
    const slip = new BetSlip(this.snapshot);
    const moved = slip.follow(eventOf);
    const next = slip.snapshot();
    if (next.legs.every((leg, index) => leg === this.snapshot.legs[index])) return;
    this.snapshot = next;
    this.#save();
    const now = this.#deps.clock.now();
    if (moved > 0 && now - this.#lastAnnounced >= ANNOUNCE_EVERY_MS) {
      this.#lastAnnounced = now;
      this.announcement = { moved, count: (this.announcement?.count ?? 0) + 1 };
    }
  }

  /** The player takes the new odds and places at once, at the odds the slip shows now (one tap, issue 38). */
  acceptAndPlace(): Promise<void> {
    this.notice = null;
    return this.place();
  }

  async place(): Promise<void> {
    if (this.busy || this.closed) return;
    const currency = this.currency;
    if (!this.#deps.session.isLoggedIn || currency === null) {
      this.#deps.modals.open('Login');
      return;
    }
    this.busy = true;
    this.notice = null;
    const slip = new BetSlip(this.snapshot);
    this.#attemptKey ??= this.#deps.randomness.id();
    const result = await this.#place.execute(slip, currency, this.preference, this.#attemptKey);
    runInAction(() => {
      this.busy = false;
      this.snapshot = slip.snapshot();
      this.#save();
      if (!result.ok) {
        if (result.error.kind === 'slip') this.notice = { kind: 'refused', refusal: result.error.refusal };
        else {
          // A call that got no answer may be retried with the same key; any answer ends the attempt.
          if (result.error.error.kind !== 'network') this.#attemptKey = null;
          if (result.error.error.kind === 'unauthorised') this.#deps.modals.open('Login');
          this.notice = { kind: 'error', error: result.error.error };
        }
        return;
      }
      this.#attemptKey = null;
      const outcome = result.value;
      if (outcome.kind === 'placed') {
        applyLiveBalance(this.#deps.session, outcome.balanceMinor);
        this.notice = { kind: 'placed', bet: outcome.bet };
        this.placedCount += 1;
      } else if (outcome.kind === 'oddsChanged')
        this.notice = { kind: 'oddsChanged', changes: outcome.changes };
      else this.notice = { kind: 'suspended' };
    });
  }

  dismissNotice(): void {
    this.notice = null;
  }

  dispose(): void {
    this.#stopOwner?.();
    this.#stopOwner = null;
  }

  #mutate(change: (slip: BetSlip) => void): void {
    const slip = new BetSlip(this.snapshot);
    change(slip);
    this.snapshot = slip.snapshot();
    this.#attemptKey = null;
    this.#save();
  }

  #save(): void {
    // Nothing is written before the device's slip has been read: it would overwrite it with an empty one.
    if (this.#restored) this.#slips.save(this.#owner, new BetSlip(this.snapshot));
  }

  #switchOwner(owner: string | null): void {
    // The visitor's slip: what is on screen, or on the first read what the device kept for a visitor.
    const visitor =
      this.#owner !== null ? null : this.#restored ? this.snapshot : this.#slips.load(null).snapshot();
    this.#restored = true;
    this.#owner = owner;
    let next = this.#slips.load(owner).snapshot();
    // A visitor who built a slip and then logs in keeps it, unless the player's own slip has legs.
    if (owner !== null && visitor && visitor.legs.length > 0 && next.legs.length === 0) {
      next = visitor;
      this.#slips.save(null, new BetSlip());
    }
    this.snapshot = next;
    this.stakeText = next.stakeMinor === null ? '' : String(next.stakeMinor / 100);
    this.notice = null;
    this.#attemptKey = null;
    this.#save();
  }

  #readPrefs(): void {
    ({ oddsFormat: this.oddsFormat, preference: this.preference } = storedSportsPrefs(this.#deps.store));
  }

  #savePrefs(): void {
    this.#deps.store.set(
      SPORTS_PREFS_KEY,
      JSON.stringify({ oddsFormat: this.oddsFormat, preference: this.preference }),
    );
  }
}
