import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { Deps } from '../deps.ts';
import { fromRoubles } from '../money.ts';
import type { Room } from '../live/roomRules.ts';
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

/** What a bet came to: whether the API took it (a refusal is simply a bet not made), and whether it paid anything. */
export type BotOutcome = { readonly ok: boolean; readonly won?: boolean };

/** A dice bet through the HTTP route every player uses; under `target` (by default a chance the bot picks). */
export async function diceBet(deps: Deps, bot: Bot, target = pick(DICE_TARGETS)): Promise<BotOutcome> {
  topUp(deps, bot);
  const answer = await fetch(`${deps.listenUrl()}/games/dice/bets`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${botToken(deps, bot)}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ amount: stakeMinor(bot) / 100, params: { target, direction: 'under' } }),
  });
  if (!answer.ok) {
    await answer.body?.cancel();
    return { ok: false };
  }
  const { data } = (await answer.json()) as { data: { payout: number } };
  return { ok: true, won: data.payout > 0 };
}

/**
 * One command over a live socket of the bot's own, as every player's: logged in, the command, its reply, closed. The
 * command's key is the one it is sent with.
 */
function overSocket(deps: Deps, bot: Bot, command: (key: string) => object): Promise<BotOutcome> {
  const socket = new WebSocket(`${deps.listenUrl().replace(/^http/, 'ws')}/live`);
  const key = randomUUID();
  let ok = false;
  return new Promise<BotOutcome>((resolve) => {
    const timer = setTimeout(() => socket.terminate(), SOCKET_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ok });
    });
    socket.on('error', () => socket.terminate());
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: botToken(deps, bot) })));
    socket.on('message', (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as { type?: string; ok?: boolean; key?: string };
      if (frame.type === 'auth' && frame.ok !== true) socket.close();
      else if (frame.type === 'auth') socket.send(JSON.stringify({ key, ...command(key) }));
      else if (frame.type === 'reply' && frame.key === key) {
        ok = frame.ok === true;
        socket.close();
      }
    });
  });
}

/** A bet on the crash round open for bets, with an auto cash-out. */
export function crashBet(deps: Deps, bot: Bot): Promise<BotOutcome> {
  topUp(deps, bot);
  return overSocket(deps, bot, () => ({
    type: 'crash.bet',
    stake_minor: stakeMinor(bot),
    auto_cash_out: pick(CRASH_TARGETS),
  }));
}

/** One seat in a room's open round (rooms play in roubles: a rouble bot only), with a client seed of its own. */
export function roomSeat(deps: Deps, bot: Bot, room: Room): Promise<BotOutcome> {
  topUp(deps, bot);
  return overSocket(deps, bot, () => ({
    type: 'room.join',
    room,
    seats: 1,
    client_seed: randomUUID().replaceAll('-', ''),
  }));
}
