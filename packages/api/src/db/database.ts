import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';

export type SqlValue = SQLInputValue;

/** The embedded store: one SQLite file (or memory), statements cached, rows typed by the caller's SELECT. */
export class Database {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    if (file !== ':memory:') this.#db.exec('PRAGMA journal_mode = WAL;');
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** One row; the type is the caller's promise about its SELECT list. */
  get<T>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.#statement(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SqlValue[]): T[] {
    return this.#statement(sql).all(...params) as T[];
  }

  run(sql: string, ...params: SqlValue[]): { changes: number; lastId: number } {
    const result = this.#statement(sql).run(...params);
    return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  /**
   * Runs `work` atomically; inside another transaction it joins it. Work must be synchronous: nothing else may
   * interleave inside a transaction.
   */
  transaction<T>(work: () => T): T {
    if (this.#db.isTransaction) return work();
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }

  /** Brings the schema up to the newest migration; each migration runs once, in order, in its own transaction. */
  migrate(now: number): void {
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    const applied = new Set(
      this.all<{ version: number }>('SELECT version FROM schema_migrations').map((r) => r.version),
    );
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      this.transaction(() => {
        this.#db.exec(migration.sql);
        this.run(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
          migration.version,
          migration.name,
          now,
        );
      });
    }
  }

  /** Drops every table, so the next `migrate` and seed start from nothing. */
  dropAll(): void {
    this.#statements.clear();
    const tables = this.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    this.#db.exec('PRAGMA foreign_keys = OFF');
    for (const { name } of tables) this.#db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
    this.#db.exec('PRAGMA foreign_keys = ON');
  }
}
