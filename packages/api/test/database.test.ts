import { describe, expect, it } from 'vitest';
import { Database } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';

describe('Database', () => {
  it('applies every migration once, in order, and records it', () => {
    const db = new Database(':memory:');
    db.migrate(1);
    db.migrate(2);
    const applied = db.all<{ version: number; applied_at: number }>(
      'SELECT version, applied_at FROM schema_migrations ORDER BY version',
    );
    expect(applied).toEqual(MIGRATIONS.map((migration) => ({ version: migration.version, applied_at: 1 })));
    db.close();
  });

  it('keeps money in integer columns of minor units', () => {
    const db = new Database(':memory:');
    db.migrate(1);
    const columns = db.all<{ name: string; type: string }>(
      "SELECT name, type FROM pragma_table_info('players')",
    );
    expect(
      columns.filter((column) => column.name.endsWith('_minor')).every((column) => column.type === 'INTEGER'),
    ).toBe(true);
    db.close();
  });

  it('rolls a failed transaction back, and a nested one joins the outer', () => {
    const db = new Database(':memory:');
    db.migrate(1);
    expect(() =>
      db.transaction(() => {
        db.run("INSERT INTO meta (key, value) VALUES ('a', '1')");
        db.transaction(() => db.run("INSERT INTO meta (key, value) VALUES ('b', '2')"));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.all('SELECT * FROM meta')).toEqual([]);
    db.transaction(() => db.transaction(() => db.run("INSERT INTO meta (key, value) VALUES ('c', '3')")));
    expect(db.all('SELECT key FROM meta')).toEqual([{ key: 'c' }]);
    db.close();
  });

  it('drops everything for a reset', () => {
    const db = new Database(':memory:');
    db.migrate(1);
    db.dropAll();
    expect(db.all("SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([]);
    db.close();
  });
});
