import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { Deps } from '../deps.ts';
import { fromRoubles } from '../money.ts';
import { botToken, topUp, type Bot } from './botAccounts.ts';

/** A socket command the bot gave up on (a stuck socket never keeps one open). */
const SOCKET_TIMEOUT_MS = 5_000;

/**
 * Auto cash-out targets in hundredths: mostly modest, now and then a long shot (10× and more is a big win), so the big
 * wins list gets one every few minutes of play.
 */
const CRASH_TARGETS = [150, 200, 200, 300, 500, 1_000, 1_500, 2_000];
/** Dice chances (under this target): from even to 2 % shots that pay 49.5× (9.9 % or less pays 10× and more). */
const DICE_TARGETS = [49.5, 33, 25, 10, 5, 5, 2];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A stake of 10 to 100 ₽, or its worth in the bot's currency, in whole major units of it. */
function stakeMinor(bot: Bot): number {
  const roubles = (1 + Math.floor(Math.random() * 10)) * 1_000;
  return Math.max(100, Math.round(fromRoubles(roubles, bot.currency) / 100) * 100);
}

/** What a bet came to: whether the API took it (a refusal is simply a bet not made). */
export type BotOutcome = { readonly ok: boolean };

/** A dice bet through the HTTP route every player uses. */
export async function diceBet(deps: Deps, bot: Bot): Promise<BotOutcome> {
  topUp(deps, bot);
  const answer = await fetch(`${deps.listenUrl()}/games/dice/bets`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${botToken(deps, bot)}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      amount: stakeMinor(bot) / 100,
      params: { target: pick(DICE_TARGETS), direction: 'under' },
    }),
  });
  await answer.body?.cancel();
  return { ok: answer.ok };
}

/**
 * A bet on the crash round open for bets, with an auto cash-out, over its own live socket as every player's: logged
 * in, the bet, its reply, closed.
 */
export async function crashBet(deps: Deps, bot: Bot): Promise<BotOutcome> {
  topUp(deps, bot);
  const socket = new WebSocket(`${deps.listenUrl().replace(/^http/, 'ws')}/live`);
  const key = randomUUID();
  let ok = false;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => socket.terminate(), SOCKET_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('error', () => socket.terminate());
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: botToken(deps, bot) })));
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as { type?: string; ok?: boolean; key?: string };
      if (frame.type === 'auth' && frame.ok !== true) socket.close();
      else if (frame.type === 'auth') {
        const bet = {
          type: 'crash.bet',
          key,
          stake_minor: stakeMinor(bot),
          auto_cash_out: pick(CRASH_TARGETS),
        };
        socket.send(JSON.stringify(bet));
      } else if (frame.type === 'reply' && frame.key === key) {
        ok = frame.ok === true;
        socket.close();
      }
    });
  });
  return { ok };
}
