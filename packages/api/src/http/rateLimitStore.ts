import type { Database } from '../db/database.ts';

/** A counter's fixed window in the table `rate_limits`. */
export interface WindowRow {
  key: string;
  count: number;
  ends_at: number;
}

/** The window of `key` still open at `now`, if any. */
export function openWindow(db: Database, key: string, now: number): WindowRow | undefined {
  return db.get<WindowRow>(
    'SELECT key, count, ends_at FROM rate_limits WHERE key = ? AND ends_at > ?',
    key,
    now,
  );
}

/** One more in the window of `key`. */
export function countInWindow(db: Database, key: string): void {
  db.run('UPDATE rate_limits SET count = count + 1 WHERE key = ?', key);
}

/** A new window of `key` with one in it; the old one's row is replaced, and windows that ended are swept with it. */
export function openNewWindow(db: Database, key: string, now: number, endsAt: number): void {
  db.run('DELETE FROM rate_limits WHERE ends_at <= ?', now);
  db.run('INSERT INTO rate_limits (key, count, ends_at) VALUES (?, 1, ?)', key, endsAt);
}

/** One less in the window of `key` still open at `now`, never below zero. */
export function uncountInWindow(db: Database, key: string, now: number): void {
  db.run('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND ends_at > ? AND count > 0', key, now);
}

/** Ends the window of `key`, or every window. */
export function dropWindows(db: Database, key?: string): void {
  if (key === undefined) db.run('DELETE FROM rate_limits');
  else db.run('DELETE FROM rate_limits WHERE key = ?', key);
}
