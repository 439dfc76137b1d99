import type { Migration } from './migration.ts';

/**
 * Migration 25 (issue 34): the VIP club's cashback. When a player joined the club (a week's cashback is for members who
 * joined before it ended; a member from before this migration counts from their account's creation), and one row per
 * member and week the cashback job has settled, paid or not: the key that lets it pay each week once, with the figures
 * it paid by (the level, the percent, the net loss) and the ledger row of the payment.
 */
export const vipMigration: Migration = {
  version: 25,
  name: 'vip club: join time and weekly cashback',
  sql: `
ALTER TABLE players ADD COLUMN vip_joined_at INTEGER;
UPDATE players SET vip_joined_at = created_at WHERE premium_status IS NOT NULL;

CREATE TABLE vip_cashbacks (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  week_start INTEGER NOT NULL,
  level INTEGER NOT NULL,
  cashback_percent INTEGER NOT NULL,
  net_loss_minor INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  entry_id INTEGER,
  settled_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, week_start)
);
`,
};
