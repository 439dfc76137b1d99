import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { Deps } from '../deps.ts';
import { fromRoubles } from '../money.ts';
import type { LiveBus } from '../live/bus.ts';
import type { LiveScheduler } from '../live/scheduler.ts';
import { botToken, ensureBots, topUp, type Bot } from './botAccounts.ts';

/** How the bots play: off unless asked for (`npm start` asks; the tests' servers do not). */
export interface BotSettings {
  /** One instant bet (dice, over HTTP) this often, by the next bot in turn. */
  readonly everyMs: number;
  /** The share of crash rounds (0 to 1) one bot bets on, over the live socket. */
  readonly crashShare: number;
}

export const DEFAULT_BOT_SETTINGS: BotSettings = { everyMs: 20_000, crashShare: 0.7 };

/** A socket command the bot gave up on (a stuck socket never keeps one open). */
const SOCKET_TIMEOUT_MS = 5_000;

/** Auto cash-out targets in hundredths: mostly modest, now and then a long shot that makes a big win. */
const CRASH_TARGETS = [120, 150, 150, 200, 200, 300, 500, 1_200];
/** Dice chances (under this target): mostly even, now and then a 5 % shot that pays 19.8×. */
const DICE_TARGETS = [49.5, 49.5, 33, 25, 10, 5];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A stake of 10 to 100 ₽, or its worth in the bot's currency, in whole major units of it (≥ 1 minor unit). */
function stakeMinor(bot: Bot): number {
  const roubles = (1 + Math.floor(Math.random() * 10)) * 1_000;
  const minor = fromRoubles(roubles, bot.currency);
  return Math.max(100, Math.round(minor / 100) * 100);
}

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
      if (event.type !== 'crash.opened' || Math.random() >= this.#settings.crashShare) return;
      // Somewhere in the first half of the betting window, as a person would.
      const window = Math.max(0, event.round.betting_ends_at - this.#deps.clock.now());
      this.#later(Math.floor((Math.random() * window) / 2), () => void this.#crashBet());
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

  #every(): void {
    this.#later(this.#settings.everyMs, () => {
      void this.#diceBet();
      this.#every();
    });
  }

  #nextBot(): Bot {
    const bot = this.#bots[this.#turn % this.#bots.length] as Bot;
    this.#turn += 1;
    topUp(this.#deps, bot);
    return bot;
  }

  async #diceBet(): Promise<void> {
    const bot = this.#nextBot();
    try {
      await fetch(`${this.#deps.listenUrl()}/games/dice/bets`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${botToken(this.#deps, bot)}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({
          amount: stakeMinor(bot) / 100,
          params: { target: pick(DICE_TARGETS), direction: 'under' },
        }),
      });
    } catch (error) {
      this.#deps.log(`[bots] dice: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** One crash bet with an auto cash-out, over its own socket: logged in, the bet, its reply, closed. */
  async #crashBet(): Promise<void> {
    const bot = this.#nextBot();
    const url = `${this.#deps.listenUrl().replace(/^http/, 'ws')}/live`;
    const socket = new WebSocket(url);
    const key = randomUUID();
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => socket.terminate(), SOCKET_TIMEOUT_MS);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.on('error', () => socket.terminate());
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'auth', token: botToken(this.#deps, bot) })),
      );
      socket.on('message', (data: WebSocket.RawData) => {
        const frame = JSON.parse(data.toString()) as { type?: string; ok?: boolean; key?: string };
        if (frame.type === 'auth' && frame.ok !== true) socket.close();
        else if (frame.type === 'auth')
          socket.send(
            JSON.stringify({
              type: 'crash.bet',
              key,
              stake_minor: stakeMinor(bot),
              auto_cash_out: pick(CRASH_TARGETS),
            }),
          );
        else if (frame.type === 'reply' && frame.key === key) socket.close();
      });
    });
    await done;
  }
}
