import { CASES, CURRENCY_SCALE, ITEM_IDS } from '../cases/caseCatalogue.ts';
import type { Migration } from './migration.ts';

/**
 * Issue 16: the multi-step rounds (miner, hilo) with their steps, and the case catalogue with its openings.
 * - A round takes one nonce when it starts; at most one round per player and game is open (a partial unique index).
 *   `mines` holds a miner round's field, never sent while the round is open.
 * - Every step's idempotency key is unique per player; the step keeps the answer it gave, to give it again.
 * - The catalogue is written here, not by the seed, so a database made before it gets the cases too.
 */
const schema = `
CREATE TABLE rounds (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game TEXT NOT NULL CHECK (game IN ('miner', 'hilo')),
  status TEXT NOT NULL CHECK (status IN ('open', 'cashed_out', 'lost')),
  stake_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  params TEXT NOT NULL,
  mines TEXT,
  state TEXT NOT NULL,
  multiplier INTEGER NOT NULL DEFAULT 0,
  payout_minor INTEGER NOT NULL DEFAULT 0,
  pair_id INTEGER NOT NULL REFERENCES seed_pairs(id) ON DELETE CASCADE,
  client_seed TEXT NOT NULL,
  nonce INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  finished_at INTEGER,
  UNIQUE (pair_id, nonce)
);
CREATE UNIQUE INDEX rounds_one_open ON rounds (player_id, game) WHERE status = 'open';
CREATE INDEX rounds_by_pair_open ON rounds (pair_id) WHERE status = 'open';

CREATE TABLE round_steps (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key)
);

CREATE TABLE cases (
  slug TEXT NOT NULL,
  currency TEXT NOT NULL,
  position INTEGER NOT NULL,
  price_minor INTEGER NOT NULL,
  PRIMARY KEY (slug, currency)
);

CREATE TABLE case_items (
  slug TEXT NOT NULL,
  currency TEXT NOT NULL,
  position INTEGER NOT NULL,
  item TEXT NOT NULL,
  value_minor INTEGER NOT NULL,
  weight INTEGER NOT NULL,
  PRIMARY KEY (slug, currency, position)
);

CREATE TABLE case_openings (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  pair_id INTEGER NOT NULL REFERENCES seed_pairs(id) ON DELETE CASCADE,
  nonce INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key),
  UNIQUE (pair_id, nonce)
);
`;

function catalogueRows(): string {
  const rows: string[] = [];
  for (const [currency, scale] of Object.entries(CURRENCY_SCALE)) {
    CASES.forEach((entry, position) => {
      rows.push(
        `INSERT INTO cases VALUES ('${entry.slug}', '${currency}', ${position}, ${entry.priceCents * scale});`,
      );
      entry.items.forEach(([value, weight], index) => {
        rows.push(
          `INSERT INTO case_items VALUES ('${entry.slug}', '${currency}', ${index}, '${ITEM_IDS[index] ?? ''}', ${value * scale}, ${weight});`,
        );
      });
    });
  }
  return rows.join('\n');
}

export const roundsMigration: Migration = {
  version: 7,
  name: 'rounds, steps and cases',
  sql: `${schema}\n${catalogueRows()}`,
};
