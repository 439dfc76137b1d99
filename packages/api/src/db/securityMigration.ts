/**
 * Migration 6: limiter windows kept in the database, so a restart forgives no one (a restart used to reset every
 * count), and an index that lets analytics retention delete old events without scanning them all.
 */
export const securityMigration = {
  version: 6,
  name: 'rate limits and analytics retention',
  sql: `
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_by_end ON rate_limits (ends_at);
CREATE INDEX events_by_received ON events (received_at);
`,
} as const;

/**
 * Issue 33: a real-money launch belongs to the login session that made it, and ends with it (logout, a password
 * change, a replayed refresh token). Launches made before have none and keep their own 12-hour life.
 */
export const launchSessionMigration = {
  version: 16,
  name: 'launches tied to their login session',
  sql: `
ALTER TABLE game_sessions ADD COLUMN session_id INTEGER REFERENCES sessions(id) ON DELETE CASCADE;
`,
} as const;
