import type { Migration } from './migration.ts';

/**
 * Migration 19 (issue 34, items 4 and 5): identity documents (the files live outside the database, in the documents
 * folder; a row keeps their SHA-256), the review's reason, the payout processor's decision per withdrawal (one row a
 * withdrawal: a second run finds it and pays nothing more) and the operators' audit log.
 */
export const backOfficeMigration: Migration = {
  version: 20,
  name: 'identity documents, payout decisions and the operator audit log',
  sql: `
ALTER TABLE players ADD COLUMN verification_reason TEXT;
ALTER TABLE players ADD COLUMN verification_updated_at INTEGER;

CREATE TABLE verification_documents (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX verification_documents_by_player ON verification_documents (player_id, created_at);

CREATE TABLE payout_decisions (
  withdrawal_id INTEGER PRIMARY KEY REFERENCES withdrawals(id) ON DELETE CASCADE,
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'rejected')),
  decided_by TEXT NOT NULL,
  reason TEXT,
  decided_at INTEGER NOT NULL
);

CREATE TABLE operator_audit (
  id INTEGER PRIMARY KEY,
  operator TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  outcome TEXT NOT NULL,
  detail TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX operator_audit_by_time ON operator_audit (created_at, id);
`,
};
