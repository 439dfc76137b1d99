import { describe, expect, it } from 'vitest';
import { Database } from '../src/db/database.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { createPlayer } from '../src/players/playerStore.ts';

describe('migration 27: recently played from every play (issue 36)', () => {
  it("counts each player's latest play of each game of the catalogue made before the upgrade", () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((one) => one.version < 27)) {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations VALUES (?, ?, 0)', migration.version, migration.name);
    }
    const player = createPlayer(
      db,
      {
        name: 'Ada',
        email: 'ada@example.com',
        currency: 'USD',
        registerMethod: 'email',
        region: 'RU',
        features: [],
      },
      0,
    );
    for (const [slug, position] of [
      ['dice', 1],
      ['prism-drift', 2],
    ] as const)
      db.run(
        `INSERT INTO games (slug, title, category, provider, has_demo, palette, position) VALUES (?, ?, 'x', 'x', 0, '', ?)`,
        slug,
        slug,
        position,
      );
    const play = (game: string, reference: string, at: number) =>
      db.run(
        `INSERT INTO plays (player_id, game, reference, stake_minor, payout_minor, currency, payout_rub_minor, big,
           created_at) VALUES (?, ?, ?, 100, 0, 'USD', 0, 0, ?)`,
        player,
        game,
        reference,
        at,
      );
    play('dice', 'bet:1', 10);
    play('dice', 'bet:2', 30);
    play('rooms', 'room:1', 40);
    play('prism-drift', 'slot:1', 20);
    // A launch after the last spin stays the later time.
    db.run(
      'INSERT INTO game_recent (player_id, slug, played_at) VALUES (?, ?, ?)',
      player,
      'prism-drift',
      25,
    );

    db.migrate(1);

    expect(
      db.all('SELECT slug, played_at FROM game_recent WHERE player_id = ? ORDER BY played_at DESC', player),
    ).toEqual([
      { slug: 'dice', played_at: 30 },
      { slug: 'prism-drift', played_at: 25 },
    ]);
    db.close();
  });
});
