import type { Deps } from '../deps.ts';
import type { ChipRow } from './liveTableChipStore.ts';

/** What the live table's page reads of the chips: the players of a round, and a launch's chips. */

/** The players of a round: one however many launches they bet from; a demo launch, which has no player, as one. */
export function roundPlayers(deps: Deps, slug: string, roundId: number): number {
  return (
    deps.db.get<{ n: number }>(
      `SELECT COUNT(DISTINCT COALESCE(CAST(player_id AS TEXT), token)) AS n FROM live_table_bets
       WHERE slug = ? AND round_id = ? AND status IN ('open', 'settling', 'settled')`,
      slug,
      roundId,
    )?.n ?? 0
  );
}

/** A launch's placed chips from a round on, in the order they were placed. */
export function launchChips(deps: Deps, token: string, fromRound: number): ChipRow[] {
  return deps.db.all<ChipRow>(
    `SELECT * FROM live_table_bets WHERE token = ? AND round_id >= ? AND status IN ('open', 'settling', 'settled')
     ORDER BY id`,
    token,
    fromRound,
  );
}
