import type { Migration } from './migration.ts';

/**
 * Migration 27 (issue 36): a game is the player's recently played whichever list it came from, so every settled play
 * now counts (`markPlayed`), not only a provider game's launch. The plays made before count too: each player's latest
 * play of each game of the catalogue.
 */
export const recentPlaysMigration: Migration = {
  version: 27,
  name: 'recently played from every play',
  sql: `
INSERT INTO game_recent (player_id, slug, played_at)
  SELECT plays.player_id, plays.game, MAX(plays.created_at) FROM plays JOIN games ON games.slug = plays.game
  WHERE true GROUP BY plays.player_id, plays.game
  ON CONFLICT (player_id, slug) DO UPDATE SET played_at = MAX(played_at, excluded.played_at);
`,
};
