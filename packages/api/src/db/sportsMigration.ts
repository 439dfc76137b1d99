import type { Migration } from './migration.ts';

/**
 * Issue 20: the sportsbook. Events hold their whole state (the simulator moves it, prices are computed from it);
 * a bet keeps its legs at the odds it was accepted at, and each leg its result once its event is settled. A bet is
 * paid by the one update that moves it from `open`, so a settlement run twice pays once.
 */
const schema = `
CREATE TABLE sports_events (
  id INTEGER PRIMARY KEY,
  sport TEXT NOT NULL,
  league_id TEXT NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('upcoming', 'live', 'ended', 'abandoned')),
  progress REAL NOT NULL DEFAULT 0,
  score_home INTEGER NOT NULL DEFAULT 0,
  score_away INTEGER NOT NULL DEFAULT 0,
  overtime TEXT CHECK (overtime IN ('home', 'away')),
  rating_home REAL NOT NULL,
  rating_away REAL NOT NULL,
  total_line INTEGER NOT NULL,
  handicap_line INTEGER NOT NULL,
  suspended_until INTEGER NOT NULL DEFAULT 0,
  seed INTEGER NOT NULL,
  ticks INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  ended_at INTEGER
);
CREATE INDEX sports_events_status ON sports_events (status, sport, start_at);

CREATE TABLE sports_bets (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('single', 'accumulator')),
  stake_minor INTEGER NOT NULL CHECK (stake_minor > 0),
  currency TEXT NOT NULL,
  total_odds INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void')),
  return_minor INTEGER,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  placed_at INTEGER NOT NULL,
  settled_at INTEGER,
  UNIQUE (player_id, idempotency_key)
);
CREATE INDEX sports_bets_player ON sports_bets (player_id, placed_at);
CREATE INDEX sports_bets_open ON sports_bets (status);

CREATE TABLE sports_bet_legs (
  bet_id INTEGER NOT NULL REFERENCES sports_bets(id) ON DELETE CASCADE,
  leg INTEGER NOT NULL,
  event_id INTEGER NOT NULL REFERENCES sports_events(id),
  market TEXT NOT NULL,
  outcome TEXT NOT NULL,
  odds INTEGER NOT NULL,
  result TEXT CHECK (result IN ('won', 'lost', 'void')),
  PRIMARY KEY (bet_id, leg)
);
CREATE INDEX sports_bet_legs_event ON sports_bet_legs (event_id, result);
`;

export const sportsMigration: Migration = { version: 12, name: 'sportsbook', sql: schema };
