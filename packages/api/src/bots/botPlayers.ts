import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import type { LiveBus } from '../live/bus.ts';
import type { LiveScheduler } from '../live/scheduler.ts';
import { ensureBots, type Bot } from './botAccounts.ts';
import type { Room } from '../live/roomRules.ts';
import { crashBet, diceBet, roomSeat, type BotOutcome } from './botBets.ts';
import type { BotSettings } from './botSettings.ts';

/** The bets that open the bots' play, this far apart (or a turn apart, when a turn is shorter). */
export const OPENING_BETS = 3;
export const OPENING_GAP_MS = 2_000;

/**
 * The house's bot players (issue 38): real accounts flagged as bots, each playing with its own balance through the
 * paths every player uses (HTTP for dice, the live socket for crash), a few bets a minute in all. A refused bet is
 * simply not made; nothing is ever written for them that a bet did not write.
 */
export class BotPlayers {
  readonly #deps: Deps;
  readonly #bus: LiveBus;
  readonly #scheduler: LiveScheduler;
  readonly #settings: BotSettings;
  readonly #bots: Bot[];
  readonly #cancels = new Set<() => void>();
  /** Rooms where a bot is on its way to a lone player's round. */
  readonly #keepingCompany = new Set<Room>();
  #turn = 0;
  #stopped = false;
  #unsubscribe: () => void = () => undefined;

  constructor(deps: Deps, bus: LiveBus, scheduler: LiveScheduler, settings: BotSettings) {
    this.#deps = deps;
    this.#bus = bus;
    this.#scheduler = scheduler;
    this.#settings = settings;
    this.#bots = ensureBots(deps);
  }

  start(): void {
    this.#unsubscribe = this.#bus.subscribe((event) => {
      if (event.type === 'room.joined') this.#company(event.room, event.entry.player_id, event.ends_at);
      if (event.type !== 'crash.opened' || Math.random() >= this.#settings.crashShare) return;
      // The round that waits for the players' seeds has no window yet; the bots' seeds never count for the salt.
      if (event.round.betting_ends_at === null) return;
      // Somewhere in the first half of the betting window, as a person would.
      const window = Math.max(0, event.round.betting_ends_at - this.#deps.clock.now());
      this.#later(Math.floor((Math.random() * window) / 2), () => void this.#play(crashBet));
    });
    this.#every();
  }

  stop(): void {
    this.#stopped = true;
    this.#unsubscribe();
    for (const cancel of this.#cancels) cancel();
    this.#cancels.clear();
  }

  #later(ms: number, task: () => void): void {
    const cancel = this.#scheduler.after(ms, () => {
      this.#cancels.delete(cancel);
      if (!this.#stopped) task();
    });
    this.#cancels.add(cancel);
  }

  /**
   * A player alone in a room's round (no countdown yet, since one player never plays against themself) gets a rouble
   * bot's seat against them a little later, through the socket every player joins by. A bot's own seat asks for none.
   */
  #company(room: Room, playerId: number, endsAt: number | null): void {
    if (endsAt !== null || this.#keepingCompany.has(room) || this.#bots.some((bot) => bot.id === playerId))
      return;
    const rouble = this.#bots.filter((bot) => bot.currency === 'RUB');
    const bot = rouble[Math.floor(Math.random() * rouble.length)];
    if (!bot) return;
    this.#keepingCompany.add(room);
    this.#later(this.#settings.roomCompanyMs, () => {
      // Another player may have come meanwhile: joins are closed then, and the refused seat is simply not taken.
      void roomSeat(this.#deps, bot, room)
        .catch((error: unknown) => this.#deps.warn(`[bots] ${bot.name}: ${String(error)}`))
        .finally(() => this.#keepingCompany.delete(room));
    });
  }

  /**
   * A dice bet by the next bot, again and again: the first few close together (issue 36: a fresh start's lobby shows
   * live bets and wins from real play within seconds, not after the first turn), then one a turn.
   */
  #every(played = 0): void {
    const wait =
      played < OPENING_BETS ? Math.min(OPENING_GAP_MS, this.#settings.everyMs) : this.#settings.everyMs;
    this.#later(wait, () => {
      void this.#play(diceBet);
      this.#every(played + 1);
    });
  }

  async #play(bet: (deps: Deps, bot: Bot) => Promise<BotOutcome>): Promise<void> {
    const bot = this.#bots[this.#turn % this.#bots.length] as Bot;
    this.#turn += 1;
    try {
      await bet(this.#deps, bot);
    } catch (error) {
      this.#deps.warn(`[bots] ${bot.name}: ${errorText(error)}`);
    }
  }
}
