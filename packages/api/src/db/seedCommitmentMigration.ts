import type { Migration } from './migration.ts';

/**
 * Migration 17 (issue 33): each active pair carries the commitment to the server seed of the pair after it, drawn
 * before the player chooses the client seed that goes with it, and whether the client seed is the player's own.
 * Pairs made before are given their next seed at start (`ensureSeedCommitments`).
 */
export const seedCommitmentMigration: Migration = {
  version: 17,
  name: 'next server seed committed in advance',
  sql: `
ALTER TABLE seed_pairs ADD COLUMN next_server_seed TEXT;
ALTER TABLE seed_pairs ADD COLUMN next_server_seed_hashed TEXT;
ALTER TABLE seed_pairs ADD COLUMN client_seed_origin TEXT NOT NULL DEFAULT 'server'
  CHECK (client_seed_origin IN ('player', 'server'));
`,
};
