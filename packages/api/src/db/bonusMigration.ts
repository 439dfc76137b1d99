import type { Migration } from './migration.ts';

/**
 * Migration 19 (issue 34): the bonus engine. A player's bonus (one active at a time; a grant while one runs tops it
 * up) with its wagering requirement, what each stake counted towards it (one row per stake, so a repeated or refunded
 * stake is counted once or taken off), and how it ended: released to the real balance, expired or forfeited, once.
 * An invoice keeps the promo code it was opened for.
 */
export const bonusMigration: Migration = {
  version: 19,
  name: 'bonus engine: bonuses and counted stakes',
  sql: `
CREATE TABLE bonuses (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  wager_required_minor INTEGER NOT NULL,
  wagered_minor INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE UNIQUE INDEX bonuses_one_active ON bonuses (player_id) WHERE status = 'active';
CREATE INDEX bonuses_by_expiry ON bonuses (status, expires_at);

CREATE TABLE bonus_wagers (
  entry_id INTEGER PRIMARY KEY,
  bonus_id INTEGER NOT NULL REFERENCES bonuses(id) ON DELETE CASCADE,
  reference TEXT NOT NULL,
  stake_minor INTEGER NOT NULL,
  counted_minor INTEGER NOT NULL
);
CREATE INDEX bonus_wagers_by_reference ON bonus_wagers (bonus_id, reference);

-- The promo code a deposit was opened for ("Deposit and get the bonus"): its payment grants it.
ALTER TABLE invoices ADD COLUMN promo_code TEXT;
`,
};
