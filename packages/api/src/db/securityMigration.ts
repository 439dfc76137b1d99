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
