import type { Deps } from '../deps.ts';
import { balanceOf } from '../money/money.ts';
import type { BetView, LiveBus } from './bus.ts';
import { CrashChain } from './crashChain.ts';
import { AUTO_MAX, AUTO_MIN } from './crashLimits.ts';
import { crashPoint, multiplierAt, timeOf } from './crashMath.ts';
import {
  addSaltSeed,
  crashHistory,
  insertRound,
  nextRoundId,
  roundRow,
  roundView,
  saltRound,
  saltSeeds,
  startRound,
  unfinishedRounds,
  type CrashRoundRow,
} from './crashRoundStore.ts';
import { betsOfRound, cashOutOnce, endRound, insertBet, openBets, payBet, playerBet } from './crashStore.ts';
import { Refusal, type Accepted } from './refusal.ts';
import type { LiveScheduler, LiveSettings } from './scheduler.ts';

/** How many busted rounds the snapshot carries. */
export const CRASH_HISTORY = 50;

/**
 * One crash table: betting → running → busted, round after round along the chain. Every money step is one database
 * transaction; auto cash-outs are paid by the server at the instant the curve reaches their target, connected or not.
 */
export class CrashEngine {
  readonly #deps: Deps;
  readonly #bus: LiveBus;
  readonly #scheduler: LiveScheduler;
  readonly #settings: LiveSettings;
  readonly #chain: CrashChain;
  #round: CrashRoundRow | null = null;
  #timers: (() => void)[] = [];

  constructor(deps: Deps, bus: LiveBus, scheduler: LiveScheduler, settings: LiveSettings) {
    this.#deps = deps;
    this.#bus = bus;
    this.#scheduler = scheduler;
    this.#settings = settings;
    this.#chain = CrashChain.open(deps.db, settings.chainLength, settings.chainSeed, settings.seedBets);
  }

  /**
   * Voids a round a stop left unfinished (refunding its open bets, docs/fairness.md), then opens the next. Round 1
   * still waiting for the players' seeds goes on waiting, its bets kept.
   */
  start(): void {
    const unfinished = unfinishedRounds(this.#deps);
    const waiting = unfinished.find((round) => this.#chain.seeding && round.status === 'betting');
    if (waiting) {
      this.#round = waiting;
      return;
    }
    for (const round of unfinished) endRound(this.#deps, round.id, 'void', this.#deps.clock.now());
    this.#open();
  }

  stop(): void {
    for (const cancel of this.#timers.splice(0)) cancel();
  }

  /** The published salt; null while the first players' seeds are still to fix it. */
  get salt(): string | null {
    return this.#chain.seeding ? null : this.#chain.salt;
  }

  /** While the salt waits: how many players' seeds fix it, and how many it has. */
  get seeding(): { readonly needed: number; readonly taken: number } | null {
    if (!this.#chain.seeding) return null;
    return { needed: this.#settings.seedBets, taken: saltSeeds(this.#deps).length };
  }

  /** The client seeds that fixed the salt, in order (none while it waits, nor for a salt drawn with the chain). */
  get saltSeeds(): readonly string[] {
    return this.#chain.seeding ? [] : saltSeeds(this.#deps);
  }

  get terminatingHash(): string {
    return this.#chain.terminatingHash;
  }

  /** The curve's pace per ms (docs/fairness.md, "Crash"): sent with the table, so no client assumes it. */
  get growthPerMs(): number {
    return this.#settings.growthPerMs;
  }

  snapshot(): { round: CrashRoundRow | null; bets: BetView[]; history: ReturnType<typeof crashHistory> } {
    const round = this.#round;
    return {
      round,
      bets: round ? betsOfRound(this.#deps, round.id) : [],
      history: crashHistory(this.#deps, CRASH_HISTORY),
    };
  }

  #after(ms: number, task: () => void): void {
    this.#timers.push(this.#scheduler.after(ms, task));
  }

  #open(): void {
    const now = this.#deps.clock.now();
    const id = nextRoundId(this.#deps);
    if (id > this.#chain.rounds) {
      // The last round stays on the table, busted, so every snapshot still shows one.
      this.#deps.log('[live] the crash chain is spent: no more rounds until a new chain is published');
      return;
    }
    const hash = this.#chain.hashOfRound(id);
    // Round 1 of a chain whose salt the players' seeds are still to fix: no crash point yet, no end to its betting.
    const seeding = this.#chain.seeding;
    const crash = seeding ? 0 : crashPoint(hash, this.#chain.salt);
    const bettingEndsAt = seeding ? 0 : now + this.#settings.bettingMs;
    insertRound(this.#deps, id, hash, crash, bettingEndsAt);
    this.#round = this.#reload(id);
    this.#timers = [];
    this.#bus.publish({ type: 'crash.opened', round: roundView(this.#round) });
    if (!seeding) this.#after(this.#settings.bettingMs, () => this.#run());
  }

  /**
   * A bet of the round that waits for the salt: a player's (never a bot's: the house runs them) first client seed
   * counts; once enough players' have come the salt is fixed and published, then the round's betting runs its time.
   */
  #seeded(playerId: number, clientSeed: string | null): void {
    const round = this.#round;
    if (!this.#chain.seeding || !round || clientSeed === null) return;
    if (!addSaltSeed(this.#deps, playerId, clientSeed, this.#deps.clock.now())) return;
    const seeds = saltSeeds(this.#deps);
    if (seeds.length < this.#settings.seedBets) return;
    const salt = this.#chain.fixSalt(this.#deps.db, seeds);
    saltRound(
      this.#deps,
      round.id,
      crashPoint(round.hash, salt),
      this.#deps.clock.now() + this.#settings.bettingMs,
    );
    this.#round = this.#reload(round.id);
    this.#bus.publish({ type: 'crash.salted', salt });
    this.#after(this.#settings.bettingMs, () => this.#run());
  }

  #reload(id: number): CrashRoundRow {
    const row = roundRow(this.#deps, id);
    if (!row) throw new Error(`crash round ${id} is missing`);
    return row;
  }

  #run(): void {
    const round = this.#round;
    if (!round) return;
    const startedAt = this.#deps.clock.now();
    startRound(this.#deps, round.id, startedAt);
    this.#round = this.#reload(round.id);
    this.#bus.publish({ type: 'crash.started', round_id: round.id, started_at: startedAt });
    const targets = new Set(
      openBets(this.#deps, round.id)
        .map((bet) => bet.auto_cash_out)
        .filter((target): target is number => target !== null && target <= round.crash),
    );
    for (const target of [...targets].sort((a, b) => a - b))
      this.#after(timeOf(target, this.growthPerMs), () => this.#payTargets(target));
    this.#after(timeOf(round.crash, this.growthPerMs), () => this.#bust());
  }

  /** Pays every open bet whose auto target is at most `reached`, at its own target. */
  #payTargets(reached: number): void {
    const round = this.#round;
    if (!round || round.status !== 'running') return;
    for (const bet of openBets(this.#deps, round.id)) {
      if (bet.auto_cash_out === null || bet.auto_cash_out > reached || bet.auto_cash_out > round.crash)
        continue;
      this.#paid(bet, bet.auto_cash_out, null);
    }
  }

  #paid(bet: BetView, hundredths: number, key: string | null): { payout: number; balance: number } | null {
    const paid = payBet(this.#deps, bet.bet_id, hundredths, key);
    if (!paid) return null;
    this.#bus.publish({
      type: 'crash.cashed_out',
      round_id: bet.round_id,
      bet_id: bet.bet_id,
      at: hundredths,
      payout_minor: paid.payout,
    });
    this.#bus.publish({ type: 'balance', player_id: bet.player_id, balance_minor: paid.balance });
    return paid;
  }

  #bust(): void {
    const round = this.#round;
    if (!round) return;
    this.#payTargets(round.crash);
    endRound(this.#deps, round.id, 'busted', this.#deps.clock.now());
    this.#round = this.#reload(round.id);
    this.#bus.publish({ type: 'crash.busted', round_id: round.id, crash: round.crash, hash: round.hash });
    this.#after(this.#settings.pauseMs, () => this.#open());
  }

  bet(
    playerId: number,
    key: string,
    stakeMinor: number,
    autoCashOut: number | null,
    clientSeed: string | null = null,
  ): Accepted {
    if (autoCashOut !== null && (autoCashOut < AUTO_MIN || autoCashOut > AUTO_MAX))
      throw new Refusal('invalid');
    const round = this.#round;
    if (!round) throw new Refusal('betting_closed');
    const placed = insertBet(this.#deps, round, { playerId, key, stakeMinor, autoCashOut });
    if (!placed.replayed) {
      this.#bus.publish({ type: 'crash.bet', bet: placed.bet });
      this.#seeded(playerId, clientSeed);
    }
    return { balance_minor: placed.balance, payout_minor: null };
  }

  /** Cashes out at the curve's multiplier now, if the round has not reached its crash point. */
  cashOut(playerId: number, key: string, roundId: number): Accepted {
    const paid = cashOutOnce(this.#deps, playerId, key, roundId, () =>
      this.#cashOutNow(playerId, key, roundId),
    );
    return { balance_minor: this.#balance(playerId), payout_minor: paid.payout };
  }

  #cashOutNow(playerId: number, key: string, roundId: number): { payout: number } {
    const round = this.#round;
    if (!round || round.id !== roundId || round.status === 'betting') throw new Refusal('no_open_bet');
    const elapsed = this.#deps.clock.now() - (round.started_at ?? 0);
    if (round.status !== 'running' || elapsed >= timeOf(round.crash, this.growthPerMs))
      throw new Refusal('round_busted');
    const bet = playerBet(this.#deps, round.id, playerId);
    if (!bet || bet.status !== 'open') throw new Refusal('no_open_bet');
    const now = multiplierAt(elapsed, this.growthPerMs);
    // An auto target passed already is what the bet gets, even if its timer has not fired yet.
    const at = bet.auto_cash_out !== null && bet.auto_cash_out <= now ? bet.auto_cash_out : now;
    const paid = this.#paid(bet, at, key);
    if (!paid) throw new Refusal('no_open_bet');
    return { payout: paid.payout };
  }

  #balance(playerId: number): number {
    return balanceOf(this.#deps, playerId);
  }

  /** The view of the round now, for the snapshot. */
  roundNow(): ReturnType<typeof roundView> | null {
    return this.#round ? roundView(this.#round) : null;
  }
}
