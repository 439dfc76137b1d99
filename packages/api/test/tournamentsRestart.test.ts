import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/config.ts';
import { Database } from '../src/db/database.ts';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { ManualClock } from './support/clock.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';
import type { Json } from './support/http.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The seed's Dice Duel ends five days after the seed. */
const DICE_DUEL = 3;
const DAY_SECONDS = 86_400;

async function serve(dataDir: string, clock: ManualClock): Promise<TestApi> {
  const t = await startTestApi({ dataDir, clock, accessTtlSeconds: 30 * DAY_SECONDS });
  cleanups.push(() => t.close());
  return t;
}

const prizeRows = async (t: TestApi, token: string) =>
  ((await t.http.get('/profile/history?kind=tournament_prize', { token })).body['data'] as Json[]).length;

describe('tournaments across restarts (issue 34)', () => {
  it('pays an ended tournament at the next start, once however often the server starts again', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const clock = new ManualClock();
    const first = await serve(data.dir, clock);
    const player = await fundedPlayer(first, 'RUB', 1_000);
    expect((await placeBet(first, player.token, 'dice', betBody('dice', 10))).status).toBe(200);
    await first.close();

    // The tournament ends while the server is stopped: the job pays it as the next server starts, before any read.
    clock.advance(6 * DAY_SECONDS);
    const second = await serve(data.dir, clock);
    expect(await prizeRows(second, player.token)).toBe(1);
    await second.close();

    const third = await serve(data.dir, clock);
    expect(await prizeRows(third, player.token)).toBe(1);
    const duel = (await third.http.get(`/api/v2/content/tournaments/${DICE_DUEL}`, { token: player.token }))
      .body['data'] as Json;
    expect(duel['me']).toEqual({ place: 1, points: 10, prize: { amount: 8_000, currency: 'RUB' } });
  });

  it('writes the seed’s tournaments anew, once, in a database whose invented ones migration 24 removed', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const clock = new ManualClock();
    const first = await serve(data.dir, clock);
    await first.close();
    // As migration 24 leaves a database seeded before it: no tournaments, and the mark to write them.
    const db = new Database(path.join(data.dir, DATABASE_FILE_NAME));
    db.run('DELETE FROM tournaments');
    db.run("INSERT INTO meta (key, value) VALUES ('tournaments_reseed', '1')");
    db.close();

    const second = await serve(data.dir, clock);
    const listed = async (t: TestApi) =>
      ((await t.http.get('/api/v2/content/tournaments')).body['data'] as Json[]).length;
    expect(await listed(second)).toBe(6);
    await second.close();
    const third = await serve(data.dir, clock);
    expect(await listed(third)).toBe(6);
  });
});
