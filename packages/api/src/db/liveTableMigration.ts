import type { Migration } from './migration.ts';

/**
 * Issue 19: the provider's live roulette tables. Each table keeps the secret its round seeds come from (made once, so a
 * restart keeps every committed seed); each chip a player puts on a round is one row, one wallet round of its own
 * (debited when placed, credited when the round ends), keyed by the page's idempotency key.
 */
const schema = `
CREATE TABLE live_tables (
  slug TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);

CREATE TABLE live_table_bets (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL,
  bet_key TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  round_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  pockets TEXT NOT NULL,
  stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
  payout_minor INTEGER,
  status TEXT NOT NULL CHECK (status IN ('pending', 'open', 'settling', 'settled', 'refused', 'rolled_back')),
  created_at INTEGER NOT NULL,
  UNIQUE (token, bet_key)
);
CREATE INDEX live_table_bets_due ON live_table_bets (status, round_id);
CREATE INDEX live_table_bets_round ON live_table_bets (slug, round_id);
`;

export const liveTableMigration: Migration = { version: 11, name: 'live roulette tables', sql: schema };

/**
 * Issue 19: live blackjack. A hand is a chip of kind `hand`; its decisions (`h` hit, `s` stand, `d` double) are kept
 * in order, and a doubled hand's second stake is a wallet round of its own (`double_round`, `lt<id>d<attempt>`).
 */
export const liveBlackjackMigration: Migration = {
  version: 14,
  name: 'live blackjack moves',
  sql: `
ALTER TABLE live_table_bets ADD COLUMN moves TEXT NOT NULL DEFAULT '';
ALTER TABLE live_table_bets ADD COLUMN double_round TEXT;
`,
};

/** Issue 19: every live table now plays in demo too; a database seeded before says so. */
export const liveDemoMigration: Migration = {
  version: 15,
  name: 'live tables in demo',
  sql: "UPDATE games SET has_demo = 1 WHERE category = 'live-casino';",
};
