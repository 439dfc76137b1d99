import type { Migration } from './migration.ts';

/**
 * Issue 17: the live feed of bets and big wins, and the top list, from real play. One row per settled play of any
 * game (an instant bet, a miner or hilo round, a case, a slot round, a crash bet, a room entry, a live-table chip),
 * written in the same transaction as its money, once per reference. The payout in roubles ranks wins of different
 * currencies on one scale (`inRoubles`). The seeded top list it replaces is dropped.
 */
const schema = `
CREATE TABLE plays (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  stake_minor INTEGER NOT NULL,
  payout_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  payout_rub_minor INTEGER NOT NULL,
  big INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX plays_big ON plays (big, id);
CREATE INDEX plays_by_payout ON plays (created_at, payout_rub_minor);
DROP TABLE top_wins;
`;

export const playsMigration: Migration = { version: 13, name: 'plays feed', sql: schema };
