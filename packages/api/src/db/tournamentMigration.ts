import type { Migration } from './migration.ts';

/**
 * Migration 24 (issue 34): tournaments from real play. A tournament names its games and its scoring rule, and its
 * status follows the clock from its period (the stored status and the invented leaderboards are dropped). Every settled
 * play of one of its games in its period scores once (one row per tournament and money reference); when it ends, a
 * job pays its prizes once (`paid_at`, one row per place). The seeded tournaments of an older database are written
 * anew from the seed at the next start (`tournaments_reseed`), since their texts promised what nothing kept.
 */
export const tournamentMigration: Migration = {
  version: 24,
  name: 'tournaments from real play',
  sql: `
DELETE FROM tournaments;
ALTER TABLE tournaments DROP COLUMN status;
ALTER TABLE tournaments DROP COLUMN leaders;
ALTER TABLE tournaments ADD COLUMN rule TEXT NOT NULL DEFAULT 'stake';
ALTER TABLE tournaments ADD COLUMN min_stake_rub_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN prize_shares TEXT NOT NULL DEFAULT '[]';
ALTER TABLE tournaments ADD COLUMN paid_at INTEGER;
CREATE INDEX tournaments_by_period ON tournaments (starts_at, ends_at);

CREATE TABLE tournament_games (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  PRIMARY KEY (tournament_id, game)
);
CREATE INDEX tournament_games_by_game ON tournament_games (game);

CREATE TABLE tournament_scores (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, reference)
);
CREATE INDEX tournament_scores_by_player ON tournament_scores (tournament_id, player_id);

CREATE TABLE tournament_prizes (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  place INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  paid_at INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, place)
);

INSERT INTO meta (key, value) SELECT 'tournaments_reseed', '1' WHERE EXISTS (SELECT 1 FROM meta WHERE key = 'seeded_at');
`,
};
