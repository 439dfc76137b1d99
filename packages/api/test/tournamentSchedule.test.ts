import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/config.ts';
import { Database } from '../src/db/database.ts';
import { nextStartOf } from '../src/tournaments/tournamentSchedule.ts';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { ManualClock } from './support/clock.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';
import type { Json } from './support/http.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

async function serve(clock: ManualClock, dataDir?: string): Promise<TestApi> {
  const t = await startTestApi({
    clock,
    accessTtlSeconds: 60 * DAY_SECONDS,
    ...(dataDir ? { dataDir } : {}),
  });
  cleanups.push(() => t.close());
  return t;
}

/** Every tournament of a title (the seed's series), the earliest start first, as the list answers it in English. */
async function series(t: TestApi, title: string, token?: string): Promise<Json[]> {
  const answer = await t.http.get('/api/v2/content/tournaments', {
    headers: { 'accept-language': 'en' },
    ...(token ? { token } : {}),
  });
  return (answer.body['data'] as Json[])
    .filter((one) => one['title'] === title)
    .sort((a, b) => Date.parse(String(a['starts_at'])) - Date.parse(String(b['starts_at'])));
}

const at = (one: Json | undefined, field: 'starts_at' | 'ends_at') => Date.parse(String(one?.[field]));

describe('tournaments start and end on schedule (issue 34)', () => {
  it('writes the next tournament of a weekly series when one ends, once, and bets score in the new one', async () => {
    const clock = new ManualClock();
    const t = await serve(clock);
    const seedAt = clock.now();
    const [duel] = await series(t, 'Dice Duel');
    // The Dice Duel is published as recurring every 7 days; it started 2 days before the seed and lasts 7.
    expect(duel).toMatchObject({ status: 'active', repeat_days: 7 });
    expect(at(duel, 'starts_at')).toBe(seedAt - 2 * DAY_MS);
    expect(await series(t, 'Dice Duel')).toHaveLength(1);

    const player = await fundedPlayer(t, 'RUB', 1_000);
    clock.advance(5 * DAY_SECONDS + 60);
    const after = await series(t, 'Dice Duel', player.token);
    expect(after.map((one) => one['status'])).toEqual(['finished', 'active']);
    const next = after[1];
    // The same tournament a period on: it starts 7 days after the first started, as the first ends, and lasts as long.
    expect(at(next, 'starts_at')).toBe(seedAt + 5 * DAY_MS);
    expect(at(next, 'ends_at')).toBe(seedAt + 12 * DAY_MS);
    expect(next).toMatchObject({
      repeat_days: 7,
      rule: 'stake',
      currency: 'INR',
      prize_pool: 20_000,
      games: [expect.objectContaining({ slug: 'dice' })],
      leaders: [],
      me: null,
      paid_at: null,
    });

    // Read again and again (the job runs before every read and on its timer): still one next tournament.
    await t.http.get('/api/v2/content/tournaments?status=active');
    await t.http.get(`/api/v2/content/tournaments/${String(next?.['id'])}`);
    expect(await series(t, 'Dice Duel')).toHaveLength(2);

    // A dice bet now scores in the running one, not in the one that ended.
    expect((await placeBet(t, player.token, 'dice', betBody('dice', 10))).status).toBe(200);
    const scored = await series(t, 'Dice Duel', player.token);
    expect(scored[0]?.['me']).toBeNull();
    expect(scored[1]?.['me']).toEqual({ place: 1, points: 10, prize: null });
  });

  it('announces the next of a series with a gap as upcoming, and never repeats a tournament held once', async () => {
    const clock = new ManualClock();
    const t = await serve(clock);
    const seedAt = clock.now();
    // The Forge Race started 3 days before the seed, lasts 10 and recurs every 14: the next starts 11 days on.
    clock.advance(7 * DAY_SECONDS + 60);
    const races = await series(t, 'Forge Race');
    expect(races.map((one) => one['status'])).toEqual(['finished', 'upcoming']);
    expect(at(races[1], 'starts_at')).toBe(seedAt + 11 * DAY_MS);
    expect(at(races[1], 'ends_at')).toBe(seedAt + 21 * DAY_MS);

    // The Winter Cup (held once, ended before the seed) has no next one, however long the clock runs.
    const [cup] = await series(t, 'Winter Cup');
    expect(cup).toMatchObject({ status: 'finished', repeat_days: null });
    clock.advance(400 * DAY_SECONDS);
    expect(await series(t, 'Winter Cup')).toHaveLength(1);
  });

  it('after a stop longer than a period, resumes with the current tournament once, across restarts', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const clock = new ManualClock();
    const seedAt = clock.now();
    await (await serve(clock, data.dir)).close();

    // Stopped for 20 days: the Dice Duels of days 5–12 ran while nobody could play, so the series resumes with 19–26.
    clock.advance(20 * DAY_SECONDS);
    const second = await serve(clock, data.dir);
    const duels = await series(second, 'Dice Duel');
    expect(duels.map((one) => one['status'])).toEqual(['finished', 'active']);
    expect(at(duels[1], 'starts_at')).toBe(seedAt + 19 * DAY_MS);
    await second.close();

    const third = await serve(clock, data.dir);
    expect(await series(third, 'Dice Duel')).toHaveLength(2);
  });
});

describe('migration 26 on a database seeded before it (issue 34)', () => {
  it('puts the seed’s tournaments in their series with their published periods, so they recur', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const clock = new ManualClock();
    await (await serve(clock, data.dir)).close();
    // As migration 25 left a database: no series, no period, and migration 26 not applied.
    const db = new Database(path.join(data.dir, DATABASE_FILE_NAME));
    db.run('DROP INDEX tournaments_by_series_start');
    db.run('ALTER TABLE tournaments DROP COLUMN series');
    db.run('ALTER TABLE tournaments DROP COLUMN repeat_days');
    db.run('DELETE FROM schema_migrations WHERE version = 26');
    // The demo player as seeded before: a phone number that could be a real one.
    db.run("UPDATE players SET phone = '+77001234567' WHERE email = 'demo@example.com'");
    // And its search texts as seeded before: promises the site does not keep.
    db.run(
      "UPDATE seo SET text = '<h2>Play online</h2><p>Hundreds of slots, live tables and fast payouts.</p>' WHERE page = 'default' AND lang = 'en'",
    );
    db.run(
      "UPDATE seo SET description = 'A casino with fast payouts, a first deposit bonus and tournaments with prizes.' WHERE page = 'home' AND lang = 'en'",
    );
    db.close();

    const t = await serve(clock, data.dir);
    const periods = Object.fromEntries(
      (
        (await t.http.get('/api/v2/content/tournaments', { headers: { 'accept-language': 'en' } })).body[
          'data'
        ] as Json[]
      ).map((one) => [one['title'], one['repeat_days']]),
    );
    expect(periods).toEqual({
      'Forge Race': 14,
      'Crash Tournament': 7,
      'Dice Duel': 7,
      'Roulette Table Week': 28,
      'Spring Marathon': 365,
      'Winter Cup': null,
    });
    clock.advance(5 * DAY_SECONDS + 60);
    expect(await series(t, 'Dice Duel')).toHaveLength(2);

    // The demo player now logs in by the number that cannot be real, and no longer by the old one.
    const login = (phone: string) =>
      t.http.post('/api/v2/auth/login/phone/password', { phone, password: 'demo12345' });
    expect((await login('+70001234567')).status).toBe(200);
    expect((await login('+77001234567')).status).toBe(422);

    // The search texts say what the site has, as a fresh seed writes them.
    const seo = async (page: string) =>
      (await t.http.get(`/api/v2/content/seo?page=${page}&lang=en`)).body['data'] as Json;
    expect((await seo('default'))['text']).toContain(
      'Slots, live tables, our own games and payouts by published rules.',
    );
    expect((await seo('home'))['description']).toBe(
      'A casino with payouts by published rules, a first deposit bonus and tournaments with prizes.',
    );
  });
});

describe('the next start of a series', () => {
  const week = { starts_at: 0, ends_at: 7 * DAY_MS, repeat_days: 7 };

  it('is one period after the start when the tournament has just ended', () => {
    expect(nextStartOf(week, 7 * DAY_MS)).toBe(7 * DAY_MS);
    expect(nextStartOf({ ...week, ends_at: 3 * DAY_MS }, 3 * DAY_MS)).toBe(7 * DAY_MS);
  });

  it('skips the periods that ran entirely before now, and always ends after now', () => {
    for (const now of [7, 13.9, 14, 20, 100.5].map((days) => days * DAY_MS)) {
      const start = nextStartOf(week, now);
      expect(start % (7 * DAY_MS)).toBe(0);
      expect(start + 7 * DAY_MS).toBeGreaterThan(now);
      expect(start + 7 * DAY_MS - 7 * DAY_MS).toBeLessThanOrEqual(now);
    }
  });
});
