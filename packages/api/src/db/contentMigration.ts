import type { Migration } from './migration.ts';

/** Steps 3 to 5 of the schema: the promotions, the content and analytics, the instant games' seed pairs and bets. */

const promotions = `
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL,
  names TEXT NOT NULL,
  descriptions TEXT NOT NULL,
  percent INTEGER,
  cap_minor INTEGER,
  wager INTEGER NOT NULL DEFAULT 0,
  campaign_id INTEGER,
  valid_seconds INTEGER NOT NULL,
  public INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE bonus_activations (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  promo_code TEXT NOT NULL REFERENCES promo_codes(code),
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  activated_at INTEGER
);

CREATE TABLE welcome_packs (
  id INTEGER PRIMARY KEY,
  titles TEXT NOT NULL,
  steps TEXT NOT NULL
);

CREATE TABLE free_spin_campaigns (
  id INTEGER PRIMARY KEY,
  titles TEXT NOT NULL,
  game_id INTEGER NOT NULL,
  spins INTEGER NOT NULL,
  expiration_at INTEGER NOT NULL
);

CREATE TABLE free_spins (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  campaign_id INTEGER REFERENCES free_spin_campaigns(id),
  game_id INTEGER NOT NULL,
  count INTEGER NOT NULL,
  expiration_at INTEGER NOT NULL,
  cancelled_at INTEGER
);

CREATE TABLE utm_campaigns (
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  adv_id TEXT NOT NULL,
  promo_type TEXT,
  promo_value TEXT,
  PRIMARY KEY (source, campaign)
);
`;

const content = `
CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  provider TEXT NOT NULL,
  has_demo INTEGER NOT NULL,
  palette TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY,
  status TEXT NOT NULL,
  titles TEXT NOT NULL,
  descriptions TEXT NOT NULL,
  prize_pool_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  leaders TEXT NOT NULL
);

CREATE TABLE top_wins (
  place INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  win_minor INTEGER NOT NULL,
  currency TEXT NOT NULL
);

CREATE TABLE faq (
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (id, lang)
);

CREATE TABLE seo (
  page TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  keywords TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (page, lang)
);

CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  min_deposit_minor INTEGER NOT NULL,
  cashback_percent REAL NOT NULL
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  event TEXT NOT NULL,
  distinct_id TEXT,
  uuid TEXT,
  properties TEXT NOT NULL,
  set_props TEXT,
  set_once_props TEXT,
  timestamp TEXT,
  received_at INTEGER NOT NULL
);
CREATE INDEX events_by_name ON events (event, id);
`;

/**
 * The instant games (docs/fairness.md): a player's seed pairs, at most one active, and every settled bet with the pair,
 * client seed and nonce that derived it. A bet's idempotency key is unique per player, its nonce unique per pair.
 */
const games = `
CREATE TABLE seed_pairs (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  server_seed TEXT NOT NULL,
  server_seed_hashed TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  next_nonce INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  revealed_at INTEGER
);
CREATE UNIQUE INDEX seed_pairs_one_active ON seed_pairs (player_id) WHERE active = 1;
CREATE INDEX seed_pairs_by_player ON seed_pairs (player_id, revealed_at);

CREATE TABLE bets (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  stake_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  payout_minor INTEGER NOT NULL,
  multiplier INTEGER NOT NULL,
  params TEXT NOT NULL,
  outcome TEXT NOT NULL,
  pair_id INTEGER NOT NULL REFERENCES seed_pairs(id) ON DELETE CASCADE,
  client_seed TEXT NOT NULL,
  nonce INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (player_id, idempotency_key),
  UNIQUE (pair_id, nonce)
);
CREATE INDEX bets_by_player_time ON bets (player_id, created_at);
CREATE INDEX bets_by_player_game_time ON bets (player_id, game, created_at);
`;

export const promotionsMigration: Migration = { version: 3, name: 'promotions', sql: promotions };
export const contentMigration: Migration = { version: 4, name: 'content and analytics', sql: content };
export const gamesMigration: Migration = { version: 5, name: 'seed pairs and bets', sql: games };
