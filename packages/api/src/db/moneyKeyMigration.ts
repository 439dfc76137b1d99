import type { Migration } from './migration.ts';

/**
 * Migration 18 (issue 37): every ledger row the money module writes carries its idempotency key, unique per player, so
 * a repeated debit or credit finds the row of its first effect and moves nothing. Rows written before have none.
 */
export const moneyKeyMigration: Migration = {
  version: 18,
  name: 'one idempotency key per money movement',
  sql: `
ALTER TABLE transactions ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX transactions_by_key ON transactions (player_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
`,
};
