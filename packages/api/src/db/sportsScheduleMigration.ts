import type { Migration } from './migration.ts';

/**
 * Migration 28: who scheduled a sports event. The line keeps each sport's upcoming events a gap apart (simulator.ts);
 * a match a development route scheduled (`POST /__dev/sports/events`, for the browser tests that need a match of
 * their own) is played like any other but is not one of the line's: the line neither counts it nor schedules after it.
 * Such a match may have a length of its own (`match_ms`; null: its sport's).
 */
export const sportsScheduleMigration: Migration = {
  version: 28,
  name: 'sports events scheduled outside the line',
  sql: `
ALTER TABLE sports_events ADD COLUMN scheduled_by TEXT NOT NULL DEFAULT 'line' CHECK (scheduled_by IN ('line', 'dev'));
ALTER TABLE sports_events ADD COLUMN match_ms INTEGER CHECK (match_ms > 0);
`,
};
