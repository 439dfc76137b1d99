import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../packages/api/src/index.ts';
import { realNamesIn, realNamesInFiles } from './realNames.ts';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join('tools', 'names', 'fixtures', 'leaky.json');

/** Tests and their helpers name the old titles on purpose (to prove they are gone); so does the list of renames. */
const notProduct = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)(test|testing|e2e)\//.test(file) ||
  file === path.join('packages', 'api', 'src', 'seed', 'renamedGames.ts');

describe('no real studio, game, club or player is named in the product (issue 34)', () => {
  it('catches a real name in a text, whole words only, and lets our own names through', () => {
    expect(realNamesIn(readFileSync(path.join(root, FIXTURE), 'utf8'))).toEqual([
      'Pragmatic Play',
      'Book of Dead',
      'Arsenal',
      'Chelsea',
      'Sinner',
    ]);
    expect(realNamesInFiles(root, [path.dirname(FIXTURE)], ['.json'], () => false)).toEqual([
      `${FIXTURE}: Pragmatic Play, Book of Dead, Arsenal, Chelsea, Sinner`,
    ]);
    expect(realNamesIn('Navigation, NAVIGATE, Starburster, Real Montalba')).toEqual([]);
  });

  it('finds none in the seed data, the API’s texts and pages, the locales, the client’s code and the docs', () => {
    const findings = realNamesInFiles(
      root,
      [
        'packages/api/src',
        'packages/web/src',
        'packages/web/public',
        'packages/core/src',
        'packages/adapters/src',
        'packages/sw/src',
        'docs',
      ],
      ['.ts', '.tsx', '.js', '.css', '.json', '.md', '.html', '.webmanifest'],
      notProduct,
    );
    for (const readme of ['README.md', 'packages/api/README.md', 'packages/web/e2e/README.md']) {
      const names = realNamesIn(readFileSync(path.join(root, readme), 'utf8'));
      if (names.length > 0) findings.push(`${readme}: ${names.join(', ')}`);
    }
    expect(findings).toEqual([]);
  });

  describe('in what the running API serves', () => {
    let api: RunningApi;
    beforeAll(async () => {
      api = await startApi({
        port: 0,
        dataDir: ':memory:',
        dev: true,
        scryptCost: 1024,
        log: () => undefined,
      });
    }, 60_000);
    afterAll(() => api.close());

    const LANGS = ['ru', 'en', 'kz', 'br'];
    const get = async (url: string, lang: string) =>
      (await fetch(url, { headers: { 'accept-language': lang } })).text();

    it('finds none in the lobby, promotions, tournaments, FAQ, search texts and the sportsbook, in every language', async () => {
      const paths = [
        '/api/v2/content/games',
        '/api/v2/content/tournaments',
        '/api/v2/content/top',
        '/api/v2/content/vip-levels',
        '/api/v3/welcome-pack/get-welcome-packs-guest',
        '/bonus-system/bonus/FREESPINS',
        '/bonus-system/bonus/WELCOME100',
        '/sports',
        '/sports/events',
        ...['games-slots', 'games-live-casino', 'betting', 'home', 'default'].map(
          (page) => `/api/v2/content/seo?page=${page}`,
        ),
      ];
      const findings: string[] = [];
      for (const lang of LANGS) {
        for (const each of [...paths, `/api/v2/content/faq?lang=${lang}`]) {
          const names = realNamesIn(
            await get(`${api.url}${each}${each.includes('seo') ? `&lang=${lang}` : ''}`, lang),
          );
          if (names.length > 0) findings.push(`${lang} ${each}: ${names.join(', ')}`);
        }
      }
      expect(findings).toEqual([]);
    });

    it('finds none on the provider’s game pages, covers and studio logos', async () => {
      const games = JSON.parse(await get(`${api.url}/api/v2/content/games`, 'en')).data as {
        slug: string;
        category: string;
        image: string;
        provider_logo: string;
      }[];
      const findings: string[] = [];
      for (const game of games.filter((one) => one.category !== 'originals')) {
        const launch = await fetch(`${api.url}/games/launch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            slug: game.slug,
            mode: 'demo',
            currency: 'USD',
            locale: 'en',
            return_url: 'http://localhost:5173/',
          }),
        });
        const texts = [await get(game.image, 'en'), await get(game.provider_logo, 'en')];
        expect(launch.status).toBe(200);
        const url = new URL(((await launch.json()) as { data: { url: string } }).data.url);
        for (const lang of LANGS) {
          url.searchParams.set('lang', lang);
          texts.push(await get(url.href, lang));
        }
        const names = realNamesIn(texts.join('\n'));
        if (names.length > 0) findings.push(`${game.slug}: ${names.join(', ')}`);
      }
      expect(findings).toEqual([]);
    });
  });
});
