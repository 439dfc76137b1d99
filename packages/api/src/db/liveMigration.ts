import type { Migration } from './migration.ts';

/**
 * Issue 17: the shared rounds. Crash plays a published hash chain (`crash_chain`: the secret seed, the salt, the
 * terminating hash, and every 10 000th hash as a checkpoint so a round's hash is found without the whole chain);
 * each round keeps its hash and crash point, revealed at the bust. A bet's cash-out key makes a repeated cash-out pay
 * once. Rooms keep their rounds (seed committed when they open) and entries (seats in joining order).
 */
const schema = `
CREATE TABLE crash_chain (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL,
  length INTEGER NOT NULL,
  salt TEXT NOT NULL,
  terminating_hash TEXT NOT NULL,
  checkpoint_every INTEGER NOT NULL,
  checkpoints TEXT NOT NULL
);

CREATE TABLE crash_rounds (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL,
  crash INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('betting', 'running', 'busted', 'void')),
  betting_ends_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER
);

CREATE TABLE crash_bets (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES crash_rounds(id),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  stake_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  auto_cash_out INTEGER,
  status TEXT NOT NULL CHECK (status IN ('open', 'cashed_out', 'lost', 'refunded')),
  cashed_out_at INTEGER,
  payout_minor INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT NOT NULL,
  cash_out_key TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key),
  UNIQUE (round_id, player_id)
);
CREATE INDEX crash_bets_open ON crash_bets (round_id) WHERE status = 'open';

CREATE TABLE room_rounds (
  id INTEGER PRIMARY KEY,
  room TEXT NOT NULL CHECK (room IN ('red', 'yellow', 'purple')),
  status TEXT NOT NULL CHECK (status IN ('open', 'settled')),
  server_seed TEXT NOT NULL,
  server_seed_hashed TEXT NOT NULL,
  seats INTEGER NOT NULL DEFAULT 0,
  pot_minor INTEGER NOT NULL DEFAULT 0,
  ends_at INTEGER,
  winning_seat INTEGER,
  winner_id INTEGER REFERENCES players(id),
  payout_minor INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE UNIQUE INDEX room_rounds_one_open ON room_rounds (room) WHERE status = 'open';

CREATE TABLE room_entries (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES room_rounds(id),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  seats INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key)
);
`;

export const liveMigration: Migration = { version: 10, name: 'crash and rooms', sql: schema };
