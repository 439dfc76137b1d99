import type { Migration } from './migration.ts';

/** The first two steps of the schema (versions 1 and 2): the accounts and their sessions, payments and the ledger. */

const accounts = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT UNIQUE COLLATE NOCASE,
  phone TEXT UNIQUE,
  password_hash TEXT,
  currency TEXT,
  locale TEXT,
  timezone TEXT,
  image_small TEXT,
  register_method TEXT NOT NULL,
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  is_phone_verified INTEGER NOT NULL DEFAULT 0,
  is_avatar_hidden INTEGER NOT NULL DEFAULT 0,
  is_statistics_hidden INTEGER NOT NULL DEFAULT 0,
  verification_status TEXT NOT NULL DEFAULT 'unverified',
  verification_is_need INTEGER NOT NULL DEFAULT 0,
  premium_status TEXT,
  region TEXT NOT NULL DEFAULT 'RU',
  features TEXT NOT NULL DEFAULT '[]',
  super_bonus TEXT,
  balance_minor INTEGER NOT NULL DEFAULT 0,
  bonus_balance_minor INTEGER NOT NULL DEFAULT 0,
  wager_left_minor INTEGER NOT NULL DEFAULT 0,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE social_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  PRIMARY KEY (provider, subject)
);

CREATE TABLE social_states (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  origin TEXT NOT NULL,
  link_player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  consumed_at INTEGER
);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  single_use INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER
);

CREATE TABLE codes (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL,
  target TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX codes_by_target ON codes (purpose, target, consumed_at);

CREATE TABLE reset_tokens (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  consumed_at INTEGER
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  link TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE tracking_records (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id) ON DELETE SET NULL,
  data TEXT NOT NULL,
  ip TEXT,
  created_at INTEGER NOT NULL
);
`;

const money = `
CREATE TABLE payment_methods (
  hash TEXT PRIMARY KEY,
  currency TEXT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT,
  min_minor INTEGER,
  max_minor INTEGER,
  preset_default_minor INTEGER,
  preset_amounts TEXT,
  exchange_currency TEXT,
  crypto INTEGER NOT NULL DEFAULT 0,
  payouts INTEGER NOT NULL DEFAULT 0,
  commission_bp INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  method_hash TEXT NOT NULL REFERENCES payment_methods(hash),
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  commission_minor INTEGER NOT NULL,
  shop_amount_minor INTEGER NOT NULL,
  life_time INTEGER NOT NULL,
  card_number TEXT,
  phone_number TEXT,
  sum_was_changed INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);

-- Every movement of a player's money; bets and wins of the games land here too.
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX transactions_by_player ON transactions (player_id, created_at);
`;

export const accountsMigration: Migration = { version: 1, name: 'accounts and sessions', sql: accounts };
export const paymentsMigration: Migration = { version: 2, name: 'payments and ledger', sql: money };
