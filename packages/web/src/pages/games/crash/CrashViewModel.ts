import { computedStruct, makeAutoObservable, runInAction } from 'mobx';
import {
  applyCrashEvent,
  applyLiveBalance,
  betLimits,
  CRASH_GROWTH_PER_MS,
  crashMultiplierAt,
  crashPayout,
  crashTimeOf,
  marketCurrency,
  moneyFromMajor,
  validateStake,
  myCrashBet,
  type CashOutCrash,
  type Clock,
  type CrashBet,
  type CrashTable,
  type Currency,
  type LiveChannel,
  type LiveEvent,
  type LiveRefusal,
  type LiveStatus,
  type Money,
  type PlaceCrashBet,
  type TimerHandle,
} from '@casino/core';
import type { LocaleView, SessionView } from '../../../components/page/pagePorts.ts';
import { token } from '../../../di/token.ts';
import { crashScale, type CrashScale } from './crashScale.ts';

export const CRASH_VM = token<CrashViewModel>('CrashViewModel');

/** How often the payout on the cash-out button follows the curve; the canvas draws every frame itself. */
const TICK_MS = 100;
/** As many cash-outs as the strip of past rounds shows rounds. */
const CASH_OUTS_KEPT = 50;

export interface CrashDeps {
  readonly channel: LiveChannel;
  readonly session: SessionView;
  /** A visitor's limits are in the currency of the page's market (what they would sign up with), not in roubles. */
  readonly locale: LocaleView;
  readonly clock: Clock;
  readonly placeBet: Pick<PlaceCrashBet, 'execute'>;
  readonly cashOut: Pick<CashOutCrash, 'execute'>;
}

/** What the page says after the player's last action, in words the page translates. */
export type CrashNotice =
  | { readonly kind: 'refused'; readonly reason: LiveRefusal | 'stake' | 'auto' | 'login' }
  | { readonly kind: 'cashedOut'; readonly atHundredths: number; readonly payout: Money }
  | { readonly kind: 'lost' };

/**
 * The crash page: the shared round from the live channel (state machine in the core), the player's bet with its
 * optional auto cash-out, the cash-out, and what a screen reader hears: the multiplier on request and on cash-out,
 * never every frame. Nothing starts before `start()`.
 */
export class CrashViewModel {
  readonly #deps: CrashDeps;
  table: CrashTable | null = null;
  status: LiveStatus = 'connecting';
  stakeText = '';
  autoText = '';
  busy = false;
  notice: CrashNotice | null = null;
  /** The multiplier last put into words for a screen reader, with a counter so a repeat is read again. */
  spoken: { readonly hundredths: number; readonly count: number } | null = null;
  /** The server's clock minus ours, from the last snapshot: the curve is drawn on the server's time. */
  offsetMs = 0;
  nowMs = 0;
  /** This page's cashed-out bets by round, so each past round can link its cash-out's rounding draw (issue 33). */
  cashOuts: ReadonlyMap<number, CrashBet> = new Map();
  #stops: (() => void)[] = [];
  #ticker: TimerHandle | null = null;

  constructor(deps: CrashDeps) {
    this.#deps = deps;
    // The axes change in steps: compared by value, so the stage's labels re-render only when a step is taken.
    makeAutoObservable(this, { scale: computedStruct }, { autoBind: true });
  }

  start(): void {
    const { channel, clock } = this.#deps;
    this.#stops.push(channel.onEvent((event) => runInAction(() => this.#apply(event))));
    this.#stops.push(channel.onStatus((status) => runInAction(() => (this.status = status))));
    channel.start();
    this.status = channel.status;
    this.nowMs = clock.now();
    this.#ticker = clock.setInterval(() => runInAction(() => (this.nowMs = clock.now())), TICK_MS);
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#ticker?.cancel();
    this.#deps.channel.stop();
  }

  #apply(event: LiveEvent): void {
    // The server's balance wins: a snapshot after a reconnection, or money it settled alone (auto cash-out, a win).
    if (event.kind === 'snapshot' || event.kind === 'balance')
      applyLiveBalance(this.#deps.session, event.balanceMinor);
    if (event.kind === 'snapshot') this.offsetMs = event.serverNow - this.#deps.clock.now();
    if (event.kind === 'balance') return;
    const before = this.table ? myCrashBet(this.table) : undefined;
    if (event.kind === 'snapshot') this.table = event.crash;
    else if (this.table) this.table = applyCrashEvent(this.table, event);
    const after = this.table ? myCrashBet(this.table) : undefined;
    if (after?.status === 'cashed_out' && after.key !== null && !this.cashOuts.has(after.roundId))
      this.cashOuts = new Map([...this.cashOuts, [after.roundId, after] as const].slice(-CASH_OUTS_KEPT));
    // The server settled the bet without this page asking (auto cash-out, bust, refund): say so once.
    if (before?.status === 'open' && after && after.status !== 'open' && after.betId === before.betId)
      this.#settled(after);
  }

  #settled(bet: CrashBet): void {
    if (bet.status === 'cashed_out' && bet.cashedOutAt !== null) {
      this.notice = {
        kind: 'cashedOut',
        atHundredths: bet.cashedOutAt,
        payout: this.#money(bet.payoutMinor),
      };
      this.spoken = { hundredths: bet.cashedOutAt, count: (this.spoken?.count ?? 0) + 1 };
    } else if (bet.status === 'lost') this.notice = { kind: 'lost' };
  }

  get currency(): Currency {
    return this.#deps.session.user?.balance.currency ?? marketCurrency(this.#deps.locale.locale);
  }

  #money(minor: number): Money {
    return { minor, currency: this.currency };
  }

  get limits() {
    return betLimits('crash', this.currency);
  }

  get phase() {
    return this.table?.round.phase ?? null;
  }

  get roundId(): number | null {
    return this.table?.round.id ?? null;
  }

  /** Milliseconds since the round started, on the server's clock. */
  get elapsedMs(): number {
    const startedAt = this.table?.round.startedAt;
    return startedAt === null || startedAt === undefined ? 0 : this.nowMs + this.offsetMs - startedAt;
  }

  /**
   * The curve's pace, as the server sent it with the table (issue 37: the suite runs a faster one); the default only
   * for the empty stage before any table is in, where nothing climbs.
   */
  get growthPerMs(): number {
    return this.table?.growthPerMs ?? CRASH_GROWTH_PER_MS;
  }

  get multiplier(): number {
    const round = this.table?.round;
    if (!round) return 100;
    if (round.phase === 'busted') return round.crashHundredths ?? 100;
    return round.phase === 'running' ? crashMultiplierAt(this.elapsedMs, this.growthPerMs) : 100;
  }

  /** The stage's axes for the curve as it is now: 1.00× to 2.00× over 10 s before the round, grown to the bust after. */
  get scale(): CrashScale {
    const round = this.table?.round;
    const growth = this.growthPerMs;
    if (round?.phase === 'busted' && round.crashHundredths !== null)
      return crashScale(round.crashHundredths, crashTimeOf(round.crashHundredths, growth), growth);
    return round?.phase === 'running'
      ? crashScale(this.multiplier, this.elapsedMs, growth)
      : crashScale(100, 0, growth);
  }

  /** Seconds left to bet, on the server's clock. */
  get bettingSecondsLeft(): number {
    const round = this.table?.round;
    if (!round || round.phase !== 'betting' || round.bettingEndsAt === null) return 0;
    return Math.max(0, Math.ceil((round.bettingEndsAt - this.nowMs - this.offsetMs) / 1000));
  }

  /** Round 1 of a new chain waiting for the first players' bets, whose client seeds fix the salt. */
  get seeding(): { readonly needed: number; readonly taken: number } | null {
    const table = this.table;
    return table?.round.phase === 'betting' && table.round.bettingEndsAt === null ? table.seeding : null;
  }

  get myBet(): CrashBet | null {
    return (this.table && myCrashBet(this.table)) ?? null;
  }

  get players(): readonly CrashBet[] {
    return this.table?.bets ?? [];
  }

  get history() {
    return this.table?.history ?? [];
  }

  get isLoggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  get canBet(): boolean {
    return this.isLoggedIn && this.status === 'live' && this.phase === 'betting' && !this.myBet && !this.busy;
  }

  get canCashOut(): boolean {
    return this.status === 'live' && this.phase === 'running' && this.myBet?.status === 'open' && !this.busy;
  }

  /**
   * The stake is not a whole unit of its currency, so a cash-out can leave a fraction of a minor unit that the rounding
   * draw may pay as one more (issue 33): the page says so under the amount, which is the whole part.
   */
  get cashOutMayRoundUp(): boolean {
    const bet = this.myBet;
    return bet !== null && bet.stakeMinor % 100 !== 0;
  }

  /** What the cash-out pays now (its whole minor units; the rounding draw may add one). */
  get cashOutPayout(): Money | null {
    const bet = this.myBet;
    return bet ? this.#money(crashPayout(bet.stakeMinor, this.multiplier)) : null;
  }

  setStake(text: string): void {
    this.stakeText = text;
  }

  setAutoCashOut(text: string): void {
    this.autoText = text;
  }

  /** Reads the multiplier out for a screen reader. */
  announce(): void {
    this.spoken = { hundredths: this.multiplier, count: (this.spoken?.count ?? 0) + 1 };
  }

  async placeBet(): Promise<void> {
    const roundId = this.roundId;
    if (!this.isLoggedIn) return void (this.notice = { kind: 'refused', reason: 'login' });
    const stake = moneyFromMajor(Number(this.stakeText.replace(',', '.')), this.currency);
    if (this.stakeText.trim() === '' || !stake.ok)
      return void (this.notice = { kind: 'refused', reason: 'stake' });
    // The §9 limits are checked here first, so the refusal names them before anything is sent.
    const fits = validateStake('crash', stake.value);
    if (!fits.ok && (fits.error.reason === 'below_min' || fits.error.reason === 'above_max'))
      return void (this.notice = { kind: 'refused', reason: fits.error.reason });
    const auto = this.#autoTarget();
    if (auto === undefined) return void (this.notice = { kind: 'refused', reason: 'auto' });
    if (roundId === null) return;
    this.busy = true;
    this.notice = null;
    const result = await this.#deps.placeBet.execute({ roundId, stake: stake.value, autoCashOut: auto });
    runInAction(() => {
      this.busy = false;
      if (result.ok) return;
      const error = result.error;
      if (error.kind === 'refused') this.notice = { kind: 'refused', reason: error.reason };
      else if (error.kind === 'unauthorised') this.notice = { kind: 'refused', reason: 'login' };
      else this.notice = { kind: 'refused', reason: error.kind === 'invalidAutoCashOut' ? 'auto' : 'stake' };
    });
  }

  /** The target in hundredths, null for none, undefined when the text is not a multiplier of 1.01 or more. */
  #autoTarget(): number | null | undefined {
    const text = this.autoText.trim().replace(',', '.');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || !/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
    const hundredths = Math.round(value * 100);
    return hundredths >= 101 ? hundredths : undefined;
  }

  async cashOut(): Promise<void> {
    const roundId = this.roundId;
    if (roundId === null || !this.canCashOut) return;
    this.busy = true;
    const before = this.multiplier;
    const result = await this.#deps.cashOut.execute(roundId);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        if (result.error.kind === 'refused') this.notice = { kind: 'refused', reason: result.error.reason };
        return;
      }
      const payout = this.#money(result.value.payoutMinor);
      const bet = this.myBet;
      const at = bet?.cashedOutAt ?? before;
      // The server sends the cash-out event before the reply: the notice is usually there already.
      if (this.notice?.kind === 'cashedOut') return;
      if (result.value.status === 'cashed_out') {
        this.notice = { kind: 'cashedOut', atHundredths: at, payout };
        this.spoken = { hundredths: at, count: (this.spoken?.count ?? 0) + 1 };
      } else if (result.value.status === 'lost') this.notice = { kind: 'lost' };
    });
  }
}
