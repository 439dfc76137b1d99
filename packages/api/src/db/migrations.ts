import { bonusMigration } from './bonusMigration.ts';
import { providerMigration } from './providerMigration.ts';
import { liveMigration } from './liveMigration.ts';
import { liveBlackjackMigration, liveDemoMigration, liveTableMigration } from './liveTableMigration.ts';
import { moneyKeyMigration } from './moneyKeyMigration.ts';
import { moneyMigration } from './moneyMigration.ts';
import { roundsMigration } from './roundsMigration.ts';
import { launchSessionMigration, securityMigration } from './securityMigration.ts';
import { sportsMigration } from './sportsMigration.ts';
import { playsMigration } from './playsMigration.ts';
import { recentPlaysMigration } from './recentPlaysMigration.ts';
import { seedCommitmentMigration } from './seedCommitmentMigration.ts';
import { backOfficeMigration } from './backOfficeMigration.ts';
import { playerEntropyMigration } from './playerEntropyMigration.ts';
import { requestKeyMigration } from './requestKeyMigration.ts';
import { tournamentMigration } from './tournamentMigration.ts';
import { tournamentSeriesMigration } from './tournamentSeriesMigration.ts';
import { vipMigration } from './vipMigration.ts';
import type { Migration } from './migration.ts';

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

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'accounts and sessions', sql: accounts },
  { version: 2, name: 'payments and ledger', sql: money },
  { version: 3, name: 'promotions', sql: promotions },
  { version: 4, name: 'content and analytics', sql: content },
  { version: 5, name: 'seed pairs and bets', sql: games },
  securityMigration,
  roundsMigration,
  moneyMigration,
  providerMigration,
  liveMigration,
  liveTableMigration,
  sportsMigration,
  playsMigration,
  liveBlackjackMigration,
  liveDemoMigration,
  launchSessionMigration,
  seedCommitmentMigration,
  moneyKeyMigration,
  bonusMigration,
  backOfficeMigration,
  playerEntropyMigration,
  requestKeyMigration,
  tournamentMigration,
  vipMigration,
  tournamentSeriesMigration,
  recentPlaysMigration,
];
