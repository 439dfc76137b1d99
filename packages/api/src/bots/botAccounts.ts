import type { Deps } from '../deps.ts';
import { fromRoubles } from '../money.ts';
import { balanceOf } from '../money/money.ts';
import { createInvoice, payInvoice } from '../payments/invoiceStore.ts';
import { depositBounds, methodsFor } from '../payments/paymentMethodStore.ts';
import { createPlayer, findPlayerByName } from '../players/playerStore.ts';
import { openSession, revokeSession } from '../auth/sessionStore.ts';

/** How a bot is marked in the database: its registration method (a real player registers by email, phone or social). */
export const BOT_METHOD = 'bot' as const;

/**
 * The house's bot players: nicknames no person has, each saying it is a bot, in the currencies the site plays in. They
 * are real accounts with real balances, and play through the same HTTP and socket paths as everyone.
 */
export const BOT_PROFILES: readonly { readonly name: string; readonly currency: 'RUB' | 'USD' }[] = [
  { name: 'Bot Quasar', currency: 'USD' },
  { name: 'Bot Marmalade', currency: 'RUB' },
  { name: 'Bot Tumbleweed', currency: 'USD' },
  { name: 'Bot Axolotl', currency: 'RUB' },
  { name: 'Bot Nebula', currency: 'USD' },
  { name: 'Bot Pretzel', currency: 'RUB' },
];

/** A bot's deposit when its balance runs low: 5 000 ₽ or its worth in the bot's currency. */
const TOP_UP_RUB_MINOR = 500_000;
/** Below this (1 000 ₽ or its worth) a bot deposits again before it plays. */
const LOW_RUB_MINOR = 100_000;

export interface Bot {
  readonly id: number;
  readonly name: string;
  readonly currency: 'RUB' | 'USD';
  token: string | null;
  sessionId: number | null;
  tokenAt: number;
}

/** The bots' accounts, made on first use (after a reset to the seed too); never a second account for one name. */
export function ensureBots(deps: Deps): Bot[] {
  return BOT_PROFILES.map((profile) => {
    const existing = findPlayerByName(deps.db, profile.name, BOT_METHOD);
    const id =
      existing?.id ??
      createPlayer(
        deps.db,
        {
          name: profile.name,
          currency: profile.currency,
          // Marked in the database as a bot: the registration method no person's account has.
          registerMethod: BOT_METHOD,
          region: 'RU',
          features: [],
        },
        deps.clock.now(),
      );
    return { id, ...profile, token: null, sessionId: null, tokenAt: 0 };
  });
}

/** A fresh access token well before the last one expires (a bot is logged in as any player is, by a session). */
export function botToken(deps: Deps, bot: Bot): string {
  const now = deps.clock.now();
  const halfLife = (deps.config.accessTtlSeconds * 1000) / 2;
  if (bot.token !== null && now - bot.tokenAt < halfLife) return bot.token;
  if (bot.sessionId !== null) revokeSession(deps, bot.sessionId);
  const session = openSession(deps, bot.id, BOT_METHOD);
  bot.token = session.accessToken;
  bot.sessionId = session.sessionId;
  bot.tokenAt = now;
  return bot.token;
}

/** When a bot's balance is low it deposits by card, through an invoice paid as any other: its money is never made up. */
export function topUp(deps: Deps, bot: Bot): void {
  if (balanceOf(deps, bot.id) >= fromRoubles(LOW_RUB_MINOR, bot.currency)) return;
  const method = methodsFor(deps, bot.currency).find((candidate) => candidate.kind === 'card');
  if (!method) return;
  const bounds = depositBounds(method);
  const amount = Math.min(bounds.max, Math.max(bounds.min, fromRoubles(TOP_UP_RUB_MINOR, bot.currency)));
  payInvoice(deps, createInvoice(deps, bot.id, method, amount).id);
}
