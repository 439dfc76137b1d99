import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const ORIGINALS = ['crash', 'cases', 'miner', 'coinflip', 'keno', 'dice', 'hilo', 'roulette', 'wheel'];

describe('GET /api/v2/content/games', () => {
  it('lists the originals of §1 in order, each with a cover served by the API', async () => {
    const answer = await t.http.get('/api/v2/content/games?category=originals');
    const games = answer.body['data'] as { slug: string; image: string; category: string }[];
    expect(games.map((game) => game.slug)).toEqual(ORIGINALS);
    expect(games[0]).toEqual({
      id: 1,
      slug: 'crash',
      title: 'Crash',
      category: 'originals',
      provider: 'Casino Originals',
      provider_logo: `${t.api.providerUrl}/logos/casino-originals.svg`,
      image: `${t.api.url}/static/games/crash.svg`,
      has_demo: true,
    });
  });

  it("serves each studio's logo from the provider, and no logo for a studio the catalogue does not list", async () => {
    const games = (await t.http.get('/api/v2/content/games?category=slots')).body['data'] as {
      provider: string;
      provider_logo: string;
    }[];
    const playn = games.find((game) => game.provider === 'Quillstone Games');
    expect(playn?.provider_logo).toBe(`${t.api.providerUrl}/logos/quillstone-games.svg`);
    const logo = await fetch(playn?.provider_logo ?? '');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await logo.text();
    expect(svg).toContain('Quillstone Games');
    expect(svg).toContain('>QG<');
    expect((await fetch(`${t.api.providerUrl}/logos/unknown-studio.svg`)).status).toBe(404);
  });

  it('has slots and live tables from several studios, and all of them without a filter', async () => {
    const slots = (await t.http.get('/api/v2/content/games?category=slots')).body['data'] as {
      provider: string;
    }[];
    const live = (await t.http.get('/api/v2/content/games?category=live-casino')).body['data'] as {
      has_demo: boolean;
    }[];
    const all = (await t.http.get('/api/v2/content/games')).body['data'] as unknown[];
    expect(new Set(slots.map((game) => game.provider)).size).toBeGreaterThan(5);
    expect(live.length).toBeGreaterThan(5);
    expect(live.every((game) => game.has_demo)).toBe(true);
    expect(all).toHaveLength(ORIGINALS.length + slots.length + live.length);
  });

  it('refuses an unknown category with 400', async () => {
    const answer = await t.http.get('/api/v2/content/games?category=poker');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'bad_request', errors: { category: ['invalid'] } });
  });

  it('serves each cover as SVG with no words in it, and 404 for anything else under /static', async () => {
    for (const slug of ['crash', 'cases', 'dice', 'sky-forge', 'classic-roulette']) {
      const cover = await t.http.get(`/static/games/${slug}.svg`);
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      // Issue 38: the tile names the game in the player's language; the art is the same in all of them, at 4:3.
      expect(cover.text).not.toMatch(/<text|<tspan/);
      expect(cover.text).toContain('viewBox="0 0 400 300"');
    }
    expect((await t.http.get('/static/games/missing.svg')).status).toBe(404);
    expect((await t.http.get('/static/games/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});

describe('tournaments', () => {
  it.each(['active', 'upcoming', 'finished'])('lists %s tournaments', async (status) => {
    const answer = await t.http.get(`/api/v2/content/tournaments?status=${status}`);
    const tournaments = answer.body['data'] as { status: string }[];
    expect(tournaments.length).toBeGreaterThanOrEqual(1);
    expect(tournaments.every((tournament) => tournament.status === status)).toBe(true);
  });

  it('answers one tournament with its games, rule, prizes and prize pool in major units', async () => {
    const answer = await t.http.get('/api/v2/content/tournaments/1', {
      headers: { 'accept-language': 'en' },
    });
    expect(answer.body['data']).toMatchObject({
      id: 1,
      title: 'Forge Race',
      status: 'active',
      prize_pool: 100_000,
      currency: 'RUB',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      description: expect.any(String),
      rule: 'multiplier',
      min_stake_rub: 10,
      prizes: [
        { place: 1, amount: 50_000 },
        { place: 2, amount: 30_000 },
        { place: 3, amount: 20_000 },
      ],
      paid_at: null,
      me: null,
    });
    const games = answer.body['data']['games'] as { slug: string; category: string }[];
    expect(games.map((game) => game.slug)).toContain('sky-forge');
    expect(games.every((game) => game.category === 'slots')).toBe(true);
    // Only real bets score (tournaments.test.ts): the seed writes no leaderboard.
    expect(answer.body['data']['leaders']).toEqual([]);
  });

  it('answers 404 for an unknown tournament and 400 for an unknown status', async () => {
    expect((await t.http.get('/api/v2/content/tournaments/404')).status).toBe(404);
    expect((await t.http.get('/api/v2/content/tournaments/x1')).status).toBe(404);
    expect((await t.http.get('/api/v2/content/tournaments?status=soon')).status).toBe(400);
  });
});

describe('FAQ, SEO and VIP levels', () => {
  it.each([
    ['ru', 'Как зарегистрироваться?'],
    ['en', 'How do I sign up?'],
    ['kz', 'Қалай тіркелуге болады?'],
    ['br', 'Como me cadastro?'],
  ])('answers the FAQ in %s', async (lang, question) => {
    const faq = (await t.http.get(`/api/v2/content/faq?lang=${lang}`)).body['data'] as {
      id: number;
      question: string;
    }[];
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq[0]).toEqual({ id: 1, question, answer: expect.any(String) });
  });

  it('falls back to Accept-Language for the FAQ, and refuses an unknown lang', async () => {
    const faq = await t.http.get('/api/v2/content/faq', { headers: { 'accept-language': 'en' } });
    expect(faq.body['data'][0]['question']).toBe('How do I sign up?');
    expect((await t.http.get('/api/v2/content/faq?lang=de')).status).toBe(400);
  });

  it('answers SEO for a route in ru and en, and the site default for other routes', async () => {
    const ru = (await t.http.get('/api/v2/content/seo?page=vip-club&lang=ru')).body['data'];
    expect(ru).toEqual({
      title: 'VIP-клуб — Casino',
      description: expect.any(String),
      keywords: expect.any(String),
      text: expect.stringMatching(/^<h2>/),
    });
    const fallback = (await t.http.get('/api/v2/content/seo?page=games-keno&lang=en')).body['data'];
    expect(fallback.title).toBe('Online casino and betting — Casino');
  });

  it('promises in the search texts only what the site has: no "hundreds of slots", no "fast payouts" (issue 34)', async () => {
    for (const page of ['home', 'games-slots', 'games-keno', 'bonuses', 'tournaments', 'vip-club']) {
      for (const lang of ['ru', 'en']) {
        const seo = JSON.stringify(
          (await t.http.get(`/api/v2/content/seo?page=${page}&lang=${lang}`)).body['data'],
        );
        expect(seo).not.toMatch(/hundreds of|fast payouts|сотни|быстры[емх] выплат/i);
      }
    }
    const lobby = (await t.http.get('/api/v2/content/games?category=slots')).body['data'] as unknown[];
    expect(lobby.length).toBeLessThan(100);
  });

  it('refuses SEO without a page or with a hostile one', async () => {
    expect((await t.http.get('/api/v2/content/seo')).body).toEqual({
      message: 'bad_request',
      errors: { page: ['required'] },
    });
    expect((await t.http.get('/api/v2/content/seo?page=%3Cscript%3E')).status).toBe(400);
    expect((await t.http.get('/api/v2/content/seo?page=home&lang=kz')).status).toBe(400);
  });

  it('lists the VIP levels', async () => {
    const levels = (await t.http.get('/api/v2/content/vip-levels')).body['data'] as { level: number }[];
    expect(levels).toHaveLength(5);
    expect(levels[1]).toMatchObject({ level: 2, name: 'Silver', min_deposit: 50_000, cashback_percent: 5 });
  });
});
