import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/config.ts';
import { Database } from '../src/db/database.ts';
import { startApi } from '../src/index.ts';
import { RELAXED_LIMITS, startTestApi, tempDataDir } from './support/api.ts';
import { HttpClient } from './support/http.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const WEB = 'http://localhost:5173';

type Game = { id: number; slug: string; title: string; provider: string; category: string };

async function serve(dataDir: string) {
  const api = await startApi({
    port: 0,
    dataDir,
    dev: true,
    scryptCost: 1024,
    rateLimits: RELAXED_LIMITS,
    log: () => undefined,
  });
  cleanups.push(() => api.close());
  return { api, http: new HttpClient(api.url) };
}

describe('our own titles and studios (issue 34)', () => {
  it('names every slot and table in the reader’s language, and the in-house studio stays ours', async () => {
    const t = await startTestApi();
    cleanups.push(() => t.close());
    const inLang = async (lang: string) =>
      (await t.http.get('/api/v2/content/games', { headers: { 'accept-language': lang } })).body[
        'data'
      ] as Game[];
    const [ru, en, kz, br] = await Promise.all(['ru', 'en', 'kz', 'br'].map(inLang));
    const title = (games: Game[] | undefined, slug: string) =>
      games?.find((game) => game.slug === slug)?.title;
    expect(['ru', 'en', 'kz', 'br'].map((_, index) => title([ru, en, kz, br][index], 'sky-forge'))).toEqual([
      'Небесная кузня',
      'Sky Forge',
      'Аспан ұстаханасы',
      'Forja Celeste',
    ]);
    expect(title(ru, 'classic-roulette')).toBe('Классическая рулетка');
    // Every slot and table has a title of its own in each language but the proper names (andar bahar, blackjack).
    const titled = (en ?? []).filter((game) => game.category !== 'originals');
    expect(titled).toHaveLength(34);
    for (const game of titled) expect(title(ru, game.slug)).toBeTruthy();
    expect(new Set((en ?? []).map((game) => game.provider)).size).toBeGreaterThan(5);
  });

  it('shows the title in the page’s language on the provider’s own game page', async () => {
    const t = await startTestApi();
    cleanups.push(() => t.close());
    const launch = await t.http.post('/games/launch', {
      slug: 'sky-forge',
      mode: 'demo',
      currency: 'USD',
      locale: 'kz',
      return_url: `${WEB}/kz/games/slots/sky-forge/demo`,
    });
    const url = (launch.body['data'] as { url: string }).url;
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h1>Аспан ұстаханасы</h1>');
  });

  it('moves a database seeded under the old names to ours at start, keeping each game’s id', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await serve(data.dir);
    const before = (await first.http.get('/api/v2/content/games?category=slots')).body['data'] as Game[];
    const id = before.find((game) => game.slug === 'sky-forge')?.id;
    await first.api.close();

    // The rows as a database seeded before issue 34 holds them.
    const db = new Database(path.join(data.dir, DATABASE_FILE_NAME));
    db.run(
      "UPDATE games SET slug = 'gates-of-olympus', title = 'Gates of Olympus', provider = 'Pragmatic Play' WHERE slug = 'sky-forge'",
    );
    db.run(
      "UPDATE games SET title = 'Lightning Roulette', slug = 'lightning-roulette' WHERE slug = 'classic-roulette'",
    );
    db.run(
      "UPDATE tournaments SET descriptions = REPLACE(descriptions, 'Lumen Reelworks', 'Pragmatic Play')",
    );
    // The free-spins promo as seeded before issue 38: the slot by its English title in every language.
    db.run(
      "UPDATE promo_codes SET names = REPLACE(names, 'Forja Celeste', 'Sky Forge') WHERE code = 'FREESPINS'",
    );
    db.run(
      "UPDATE free_spin_campaigns SET titles = REPLACE(titles, 'Sky Forge free spins', 'Olympus free spins')",
    );
    db.close();

    const second = await serve(data.dir);
    const games = (await second.http.get('/api/v2/content/games', { headers: { 'accept-language': 'en' } }))
      .body['data'] as Game[];
    expect(games.find((game) => game.id === id)).toMatchObject({
      slug: 'sky-forge',
      title: 'Sky Forge',
      provider: 'Lumen Reelworks',
    });
    expect(games.map((game) => game.slug)).toContain('classic-roulette');
    const promo = await second.http.get('/bonus-system/bonus/FREESPINS', {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(promo.body['data']['name']).toBe('50 giros grátis em Forja Celeste');
    const campaign = await second.http.get('/api/freeSpinsCampaigns/1', {
      headers: { 'accept-language': 'en' },
    });
    expect(campaign.body['data']['title']).toBe('Sky Forge free spins');
    const tournaments = await second.http.get('/api/v2/content/tournaments', {
      headers: { 'accept-language': 'en' },
    });
    const everything = JSON.stringify([games, tournaments.body]);
    for (const old of ['Gates of Olympus', 'gates-of-olympus', 'Pragmatic', 'Lightning']) {
      expect(everything).not.toContain(old);
    }
  });
});
