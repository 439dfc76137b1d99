// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, SHAREABLE_HEADER } from '../../server/pageCache.ts';
import { DEFAULT_CACHE_SETTINGS, type ServerCacheSettings } from '../../server/serverCaches.ts';
import { siteServer } from '../../server/siteServer.ts';
import { isShareable, keyedCookies, mayShare } from './pagePrivacy.ts';
import { SharedI18n } from '../../i18n/i18n.ts';

/**
 * The production server's page path with a stand-in render: the page names the player whose token cookie came with
 * the request (as a real player's header shows their name), each render waits until the test lets it finish, and the
 * render marks its page shareable by the same rule as the real one (`isShareable`).
 */
function world(settings: Partial<ServerCacheSettings> = {}) {
  let now = 0;
  const renders: { request: Request; finish: () => void }[] = [];
  let made = 0;
  const metrics: string[] = [];
  const cache = new PageCache(
    { ...DEFAULT_CACHE_SETTINGS, ...settings },
    { count: (name) => metrics.push(name) },
    () => now,
  );
  const app = siteServer({
    csp: null,
    remoteAddress: () => '203.0.113.7',
    logError: () => undefined,
    render: async (request) => {
      made += 1;
      const number = made;
      await new Promise<void>((finish) => renders.push({ request, finish }));
      const token = /(?:^|; )token=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? null;
      const simpleAuth = new URL(request.url).searchParams.get('simple_auth');
      const setCookies = simpleAuth ? [`token=${simpleAuth}; Path=/`] : [];
      const headers = new Headers({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
      const hasSession = token !== null || simpleAuth !== null;
      if (isShareable({ request, status: 200, hasSession, setCookies })) headers.set(SHAREABLE_HEADER, '1');
      const who = token ?? simpleAuth ?? 'visitor';
      return new Response(`<p>page ${number} for ${who}</p>`, { headers });
    },
    pages: {
      cache,
      key: (request) =>
        Promise.resolve(
          mayShare(request) ? `${request.url} RU ${keyedCookies(request.headers.get('cookie'))}` : null,
        ),
    },
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(`http://casino.test${path}`, { headers }));
  /** Lets every render started so far finish, then waits for the responses. */
  const settle = async <T>(pending: Promise<T>[]): Promise<T[]> => {
    for (let round = 0; round < 5; round += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const render of renders.splice(0)) render.finish();
    }
    return Promise.all(pending);
  };
  return {
    get,
    settle,
    metrics,
    rendered: () => made,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const text = (response: Response) => response.text();

describe('the micro-cache of visitors’ pages (issue 35, item 2)', () => {
  it('renders a visitor’s page once for every visitor asking within its time, concurrent ones included', async () => {
    const w = world();
    const pages = await w.settle([w.get('/'), w.get('/'), w.get('/')]);
    const bodies = await Promise.all(pages.map(text));
    expect(new Set(bodies)).toEqual(new Set(['<p>page 1 for visitor</p>']));
    const later = await w.settle([w.get('/')]);
    expect(await later[0]?.text()).toBe('<p>page 1 for visitor</p>');
    expect(w.metrics.filter((name) => name === 'ssr_cache_misses_total')).toHaveLength(1);
  });

  it('serves the page stale once its time is over while one render renews it', async () => {
    const w = world({ pageFreshMs: 2_000, pageStaleMs: 10_000 });
    await w.settle([w.get('/en')]);
    w.advance(2_000);
    const [stale] = await w.settle([w.get('/en')]);
    expect(await stale?.text()).toBe('<p>page 1 for visitor</p>');
    const [renewed] = await w.settle([w.get('/en')]);
    expect(await renewed?.text()).toBe('<p>page 2 for visitor</p>');
    expect(w.metrics).toContain('ssr_cache_stale_total');
  });

  it('tells a CDN it may keep a visitor’s page only when the CDN names the visitor’s country', async () => {
    const alone = world();
    const [inServer] = await alone.settle([alone.get('/')]);
    expect(inServer?.headers.get('cache-control')).toBe('private, no-cache');
    expect(inServer?.headers.get(SHAREABLE_HEADER)).toBeNull();

    const behindCdn = world({ countryHeader: 'cf-ipcountry' });
    const [page] = await behindCdn.settle([behindCdn.get('/')]);
    expect(page?.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=10',
    );
    expect(page?.headers.get('vary')).toContain('cf-ipcountry');
    expect(page?.headers.get('vary')).toContain('Cookie');
    expect(page?.headers.get('set-cookie')).toBeNull();
  });

  it('never shares a player’s page, and a visitor asking while a player’s render is under way gets a visitor’s', async () => {
    const w = world();
    const player = w.get('/', { cookie: 'token=alice-token' });
    const visitor = w.get('/');
    const otherPlayer = w.get('/', { cookie: 'token=bob-token' });
    const [alice, anon, bob] = await w.settle([player, visitor, otherPlayer]);
    expect(await alice?.text()).toContain('for alice-token');
    expect(alice?.headers.get('cache-control')).toBe('private, no-store');
    const anonText = await anon?.text();
    expect(anonText).toContain('for visitor');
    expect(anonText).not.toContain('token');
    expect(await bob?.text()).toContain('for bob-token');
    const [again] = await w.settle([w.get('/', { cookie: 'token=bob-token' })]);
    expect(await again?.text()).toContain('page 4 for bob-token');
  });

  it('never keeps a page whose render turned out personal; who waited on it gets a render of their own', async () => {
    const w = world();
    const signedIn = w.get('/?simple_auth=carol-token');
    const visitor = w.get('/');
    const [carol, anon] = await w.settle([signedIn, visitor]);
    expect(await carol?.text()).toContain('for carol-token');
    expect(carol?.headers.get('cache-control')).toBe('private, no-store');
    expect(await anon?.text()).toContain('for visitor');
  });

  it('renders for itself a request with a cookie that makes its page personal, and keeps apart keyed cookies', async () => {
    const w = world();
    await w.settle([w.get('/')]);
    for (const cookie of [
      'promo=SPRING',
      'simpleAuth=1',
      'stag=aff-1',
      'super_bonus=x',
      'adBonusType=deposit',
    ]) {
      const [page] = await w.settle([w.get('/', { cookie })]);
      expect(page?.headers.get('cache-control')).toBe('private, no-store');
    }
    const [withLocale] = await w.settle([w.get('/', { cookie: 'locale=en; userBrowser=Chrome 131; _ga=x' })]);
    expect(await withLocale?.text()).toBe('<p>page 1 for visitor</p>');
    const [sso] = await w.settle([w.get('/', { cookie: 'ssoRedirected=1' })]);
    expect(await sso?.text()).not.toBe('<p>page 1 for visitor</p>');
  });

  it('sends a kept page compressed as the browser accepts, the same page', async () => {
    const w = world();
    await w.settle([w.get('/')]);
    const [page] = await w.settle([w.get('/', { 'accept-encoding': 'br' })]);
    expect(page?.headers.get('content-encoding')).toBe('br');
    const bytes = Buffer.from(await (page as Response).arrayBuffer());
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe('<p>page 1 for visitor</p>');
  });
});

describe('what the server’s renders share besides pages (issue 35, item 4)', () => {
  it('looks up texts once per process, but never keeps a player’s values for another player’s render', async () => {
    const shared = new SharedI18n(async () => ({
      greeting: 'Hello, {{name}}',
      balance: 'Balance: {{amount}}',
      title: 'Home',
    }));
    const render = async (name: string | null, amount: string | null) => {
      const t = (await shared.forRequest('en', { brand: 'Demo' })).getFixedT('en', 'common');
      return [
        t('title'),
        name === null ? t('greeting') : t('greeting', { name }),
        amount === null ? t('balance') : t('balance', { amount }),
      ].join(' | ');
    };
    expect(await render('Alice', '250 $')).toBe('Home | Hello, Alice | Balance: 250 $');
    const bob = await render('Bob', '3 $');
    expect(bob).toBe('Home | Hello, Bob | Balance: 3 $');
    const visitor = await render(null, null);
    for (const page of [bob, visitor]) {
      expect(page).not.toContain('Alice');
      expect(page).not.toContain('250');
    }
    expect(visitor).not.toContain('Bob');
  });
});
