import type { Migration } from './migration.ts';

/**
 * Migration 19 (issue 33): the players' entropy. A room entry keeps the client seed its player sent with the join (the
 * draw mixes every entry's); the crash chain's salt is fixed by the client seeds of the first players' bets
 * (`crash_chain.seeding` 1 while they are collected), each kept in `crash_seeds`. A chain made before keeps the salt
 * it published.
 */
export const playerEntropyMigration: Migration = {
  version: 21,
  name: 'players fix the crash salt and mix the room draws',
  sql: `
ALTER TABLE room_entries ADD COLUMN client_seed TEXT NOT NULL DEFAULT '';
ALTER TABLE crash_chain ADD COLUMN seeding INTEGER NOT NULL DEFAULT 0;
CREATE TABLE crash_seeds (
  position INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  client_seed TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`,
};
