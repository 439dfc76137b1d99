import type { Deps } from '../deps.ts';
import { balanceOf } from '../money/money.ts';
import { feedAfter, renderFeed } from '../plays/playStore.ts';
import type { CrashEngine } from './crashEngine.ts';
import type { ClientFrame } from './frames.ts';
import type { Accepted } from './refusal.ts';
import { renderBet, renderRoomRound } from './render.ts';
import type { RoomEngine } from './roomEngine.ts';

/** What the live socket answers (liveHub.ts): the snapshot a viewer is sent, and a money command run by its engine. */

/** A money command of the socket: a crash bet or cash-out, or seats in a room. */
export type CommandFrame = Exclude<ClientFrame, { type: 'ping' | 'snapshot' | 'auth' }>;

/** The table as `viewer` (null for a visitor) sees it: crash, the rooms, their balance and the feed. */
export function snapshotFrame(
  deps: Deps,
  crash: CrashEngine,
  rooms: RoomEngine,
  viewer: number | null,
): string {
  const table = crash.snapshot();
  const balance = viewer === null ? null : balanceOf(deps, viewer);
  const { plays, big_wins } = renderFeed(feedAfter(deps), viewer);
  return JSON.stringify({
    type: 'snapshot',
    server_now: deps.clock.now(),
    crash: {
      round: crash.roundNow(),
      bets: table.bets.map((bet) => renderBet(bet, viewer)),
      history: table.history,
      salt: crash.salt,
      salt_seeds: crash.saltSeeds,
      seeding: crash.seeding,
      terminating_hash: crash.terminatingHash,
      growth_per_ms: crash.growthPerMs,
    },
    rooms: rooms.snapshot().map((room) => ({
      round: renderRoomRound(room.round, viewer),
      history: room.history.map((round) => renderRoomRound(round, viewer)),
    })),
    balance_minor: balance,
    feed: { plays, big_wins },
  });
}

/** Runs a player's money command on its engine; a refusal is thrown (`Refusal`). */
export function runCommand(
  crash: CrashEngine,
  rooms: RoomEngine,
  playerId: number,
  frame: CommandFrame,
): Accepted {
  if (frame.type === 'crash.bet')
    return crash.bet(playerId, frame.key, frame.stake_minor, frame.auto_cash_out, frame.client_seed ?? null);
  if (frame.type === 'crash.cash_out') return crash.cashOut(playerId, frame.key, frame.round_id);
  return rooms.join(playerId, frame.key, frame.room, frame.seats, frame.client_seed);
}
