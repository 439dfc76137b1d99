/**
 * Migration 8 (issue 18): withdrawals with their hold, the balance after each ledger row, the safer-play limits with
 * their pending loosening, time-outs and self-exclusions, and the playing session a session limit counts.
 * (Migration 7 belongs to the multi-step games.)
 */
export const moneyMigration = {
  version: 8,
  name: 'withdrawals, balance after and safer play',
  sql: `
ALTER TABLE transactions ADD COLUMN balance_after_minor INTEGER;
CREATE INDEX transactions_by_player_id ON transactions (player_id, created_at, id);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  method_hash TEXT NOT NULL REFERENCES payment_methods(hash),
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  destination TEXT NOT NULL,
  status TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX withdrawals_by_player ON withdrawals (player_id, created_at);

CREATE TABLE player_limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  value INTEGER,
  pending INTEGER NOT NULL DEFAULT 0,
  pending_value INTEGER,
  pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, kind)
);

CREATE TABLE exclusions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  period TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX exclusions_by_player ON exclusions (player_id, ends_at);

CREATE TABLE play_sessions (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  started_at INTEGER NOT NULL,
  last_bet_at INTEGER NOT NULL
);
`,
} as const;
