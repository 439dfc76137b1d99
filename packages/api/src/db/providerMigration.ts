/**
 * Migration 9 (issue 19): game launches, the seamless wallet's transactions, the provider's rounds and demo sessions,
 * and the lobby lists a player keeps (favourites, recently played).
 */
export const providerMigration = {
  version: 9,
  name: 'provider games and the seamless wallet',
  sql: `
-- A launch: the token the provider's page carries; a demo launch has no player.
CREATE TABLE game_sessions (
  token TEXT PRIMARY KEY,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('demo', 'play')),
  currency TEXT NOT NULL,
  locale TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Every wallet call that moves money, by the provider's transaction id: a repeat answers the stored answer.
CREATE TABLE wallet_transactions (
  transaction_id TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  round_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  reference_id TEXT,
  status TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX wallet_transactions_by_round ON wallet_transactions (round_id, kind);

-- The provider's side: a round is a paid spin and the free spins it started, each spin with its own nonce.
CREATE TABLE provider_rounds (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL,
  slug TEXT NOT NULL,
  mode TEXT NOT NULL,
  stake_minor INTEGER NOT NULL,
  payout_minor INTEGER NOT NULL,
  free_spins_id INTEGER,
  status TEXT NOT NULL,
  spins TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE demo_wallets (
  token TEXT PRIMARY KEY,
  balance_minor INTEGER NOT NULL,
  server_seed TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  nonce INTEGER NOT NULL
);

CREATE TABLE game_favourites (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, slug)
);

CREATE TABLE game_recent (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, slug)
);
`,
};
