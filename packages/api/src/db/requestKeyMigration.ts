import type { Migration } from './migration.ts';

/**
 * Migration 23 (issue 37): one table of answered requests for every money path (`src/money/idempotency.ts`). A
 * request's key, what the request was (its SHA-256) and the answer it gave, once per scope, owner and key; the
 * features' own copies (`bets.answer`, `round_steps`, `case_openings.answer`, `withdrawals.request_hash`,
 * `sports_bets.request_hash`, `wallet_transactions.answer`) are moved here and dropped. A crash bet, its cash-out or a
 * room join kept no request: its key is kept as one no request matches, so a repeat of it is refused, as its round is over.
 */
export const requestKeyMigration: Migration = {
  version: 23,
  name: 'one table of answered requests',
  sql: `
CREATE TABLE request_answers (
  scope TEXT NOT NULL,
  owner_id INTEGER NOT NULL,
  request_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, owner_id, request_key)
);
INSERT INTO request_answers
  SELECT 'bet', player_id, idempotency_key, request_hash, answer, created_at FROM bets WHERE answer <> '';
INSERT INTO request_answers
  SELECT 'round', player_id, idempotency_key, request_hash, answer, created_at FROM round_steps;
INSERT INTO request_answers
  SELECT 'case', player_id, idempotency_key, request_hash, answer, created_at FROM case_openings WHERE answer <> '';
INSERT INTO request_answers
  SELECT 'withdrawal', player_id, idempotency_key, request_hash, json_object('id', id), created_at FROM withdrawals;
INSERT INTO request_answers
  SELECT 'sports_bet', player_id, idempotency_key, request_hash, json_object('id', id), placed_at FROM sports_bets;
INSERT INTO request_answers
  SELECT 'wallet', 0, transaction_id, request_hash, CASE WHEN answer = '' THEN 'null' ELSE answer END, created_at
  FROM wallet_transactions;
INSERT INTO request_answers
  SELECT 'crash_bet', player_id, idempotency_key, '', json_object('id', id), created_at FROM crash_bets;
INSERT OR IGNORE INTO request_answers
  SELECT 'crash_cash_out', player_id, cash_out_key, '', json_object('payout', payout_minor), created_at
  FROM crash_bets WHERE cash_out_key IS NOT NULL;
INSERT INTO request_answers
  SELECT 'room_join', player_id, idempotency_key, '', 'null', created_at FROM room_entries;
DROP TABLE round_steps;
ALTER TABLE bets DROP COLUMN request_hash;
ALTER TABLE bets DROP COLUMN answer;
ALTER TABLE case_openings DROP COLUMN request_hash;
ALTER TABLE case_openings DROP COLUMN answer;
ALTER TABLE withdrawals DROP COLUMN request_hash;
ALTER TABLE sports_bets DROP COLUMN request_hash;
ALTER TABLE wallet_transactions DROP COLUMN request_hash;
ALTER TABLE wallet_transactions DROP COLUMN answer;
`,
};
