import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { parseBody } from '../http/validation.ts';
import { SLOT_STAKES, slotMathsOf } from '../games/slots/slotCatalogue.ts';
import { LINES } from '../games/slots/slotMaths.ts';
import { gamePage } from './gamePage.ts';
import { LIVE_TABLES } from './liveTable.ts';
import { tableGameOf } from './tableGames.ts';
import { providerLogo, providerLogoFile } from './providerLogo.ts';
import { balanceOf as sessionBalance } from './liveTableBets.ts';
import { liveTableRoutes } from './liveTableRoutes.ts';
import { livePage } from './livePage.ts';
import type { GameLocale } from './gameTexts.ts';
import { demoRound, realRound } from './providerPlay.ts';
import { gameTitleIn } from '../seed/games.ts';
import { gameBySlug, gameProviders } from '../content/contentStore.ts';
import { SYMBOL_COLOURS } from './thumbnail.ts';
import { slotArtFile } from './art/slotArt.ts';
import { slotCoverSvg } from './art/slotScene.ts';
import { WalletClient, WalletRefusal, WalletUnreachable } from './walletClient.ts';

const assets = path.join(import.meta.dirname, 'assets');
const ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  'slot.js': { type: 'text/javascript', body: readFileSync(path.join(assets, 'slot.js'), 'utf8') },
  'reels.js': { type: 'text/javascript', body: readFileSync(path.join(assets, 'reels.js'), 'utf8') },
  'slot.css': { type: 'text/css', body: readFileSync(path.join(assets, 'slot.css'), 'utf8') },
  'live.js': { type: 'text/javascript', body: readFileSync(path.join(assets, 'live.js'), 'utf8') },
  'live.css': { type: 'text/css', body: readFileSync(path.join(assets, 'live.css'), 'utf8') },
  // Stand-ins for the site's third-party widgets: a chat provider's loader and a messaging analytics script.
  'chat.js': { type: 'text/javascript', body: readFileSync(path.join(assets, 'chat.js'), 'utf8') },
  'messaging.js': { type: 'text/javascript', body: readFileSync(path.join(assets, 'messaging.js'), 'utf8') },
};

const TOKEN = /^[a-f0-9]{48}$/;
const tokenBody = z.object({ token: z.string().regex(TOKEN) });
const spinBody = z.object({
  token: z.string().regex(TOKEN),
  stake_minor: z.number().int().positive().optional(),
  free_spins_id: z.number().int().positive().optional(),
  /** The player chose a paid spin although free spins wait (issue 38, item 5); without it such a spin is refused. */
  paid_over_free: z.literal(true).optional(),
});
const LOCALES = new Set(['ru', 'en', 'kz', 'br']);

function liveTitleOf(deps: Deps, slug: string): string {
  const game = gameBySlug(deps, slug);
  if (!game) throw notFound();
  return game.title;
}

function gameOf(deps: Deps, slug: string) {
  const game = /^[a-z0-9-]{1,64}$/.test(slug) ? gameBySlug(deps, slug) : undefined;
  const maths = slotMathsOf(slug);
  if (!game || !maths) throw notFound();
  return { title: game.title, palette: JSON.parse(game.palette) as [string, string], maths };
}

/**
 * The game provider stand-in (issue 19), served on its own port: the slot pages, their covers, and the page's own
 * API, which plays rounds and moves real money only through the operator's seamless wallet at `apiUrl`.
 */
export function createProviderApp(deps: Deps, apiUrl: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const wallet = new WalletClient(apiUrl, deps.walletKey);
  const frameAncestors = ["'self'", ...deps.config.allowedOrigins].join(' ');

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header(
      'Content-Security-Policy',
      `default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors ${frameAncestors}`,
    );
  });

  app.get('/games/:slug', (c) => {
    const slug = c.req.param('slug');
    const isTable = LIVE_TABLES.has(slug);
    const title = isTable ? liveTitleOf(deps, slug) : gameOf(deps, slug).title;
    const token = c.req.query('token') ?? '';
    const lang = c.req.query('lang') ?? 'en';
    const parent = c.req.query('origin') ?? '';
    if (!TOKEN.test(token) || !deps.config.allowedOrigins.includes(parent)) throw notFound();
    const locale = (LOCALES.has(lang) ? lang : 'en') as GameLocale;
    c.header('Cache-Control', 'no-store');
    const page = { title: gameTitleIn(slug, locale, title), token, locale, parentOrigin: parent };
    const table = tableGameOf(slug);
    return c.html(table ? livePage({ ...page, slug, game: table }) : gamePage(page));
  });

  app.get('/assets/:file', (c) => {
    const asset = ASSETS[c.req.param('file')];
    if (!asset) throw notFound();
    c.header('Content-Type', `${asset.type}; charset=utf-8`);
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(asset.body);
  });

  /** A studio's logo for the lobby's provider filter; a name the catalogue does not list is not found. */
  app.get('/logos/:file', (c) => {
    const file = c.req.param('file');
    const known = gameProviders(deps).find((provider) => providerLogoFile(provider) === file);
    if (!known) throw notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(providerLogo(known));
  });

  app.get('/thumbnails/:file', (c) => {
    const match = /^([a-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
    const { palette } = gameOf(deps, match?.[1] ?? '');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(slotCoverSvg(match?.[1] ?? '', palette));
  });

  /** A slot's own art for its page (art/): each symbol, the backdrop behind the reels and the reel frame. */
  app.get('/art/:slug/:file', (c) => {
    const slug = c.req.param('slug');
    const { palette } = gameOf(deps, slug);
    const art = slotArtFile(slug, palette, c.req.param('file'));
    if (art === null) throw notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(art);
  });

  /** What the page needs to draw the game and offer its stakes: the session, the balance, free spins, the rules. */
  app.post('/api/session', async (c) => {
    const { token } = parseBody(tokenBody, await readJson(c));
    const session = await wallet.session(token);
    const maths = gameOf(deps, session.slug).maths;
    const real = session.mode === 'play';
    const balance = await sessionBalance(deps, wallet, token, session);
    const stakes = SLOT_STAKES[session.currency]?.steps ?? [];
    return c.json({
      data: {
        slug: session.slug,
        mode: session.mode,
        currency: session.currency,
        balance_minor: balance,
        stakes,
        free_spins: real ? await wallet.freeSpins(token) : [],
        maths: {
          id: maths.id,
          strips: maths.strips,
          line_pays: maths.linePays,
          scatter_pays: maths.scatterPays,
          free_spins: maths.freeSpins,
          free_spin_multiplier: maths.freeSpinMultiplier,
          rtp: maths.rtp,
          lines: LINES,
        },
        colours: SYMBOL_COLOURS,
      },
    });
  });

  app.post('/api/spin', async (c) => {
    const body = parseBody(spinBody, await readJson(c));
    const session = await wallet.session(body.token);
    const request = { stakeMinor: body.stake_minor ?? null, freeSpinsId: body.free_spins_id ?? null };
    if (session.mode === 'play' && request.freeSpinsId === null && !body.paid_over_free) {
      const waiting = (await wallet.freeSpins(body.token)).some((grant) => grant.count > 0);
      if (waiting) throw new ApiError(409, { message: 'free_spins_waiting' });
    }
    const round =
      session.mode === 'play'
        ? await realRound(deps, wallet, body.token, session, request)
        : demoRound(deps, body.token, session, request);
    return c.json({ data: round });
  });

  /** What the live table's page needs besides the stream: the session, its stakes and the balance. */
  app.post('/api/live/session', async (c) => {
    const { token } = parseBody(tokenBody, await readJson(c));
    const session = await wallet.session(token);
    if (!LIVE_TABLES.has(session.slug)) throw notFound();
    const balance = await sessionBalance(deps, wallet, token, session);
    return c.json({
      data: {
        slug: session.slug,
        mode: session.mode,
        currency: session.currency,
        balance_minor: balance,
        stakes: SLOT_STAKES[session.currency]?.steps ?? [],
      },
    });
  });
  liveTableRoutes(app, deps, wallet, deps.config.liveTable);

  app.notFound((c) => c.json({ message: 'not_found' }, 404));
  app.onError((error, c: Context) => {
    if (error instanceof ApiError) return c.json(error.body, error.status as ContentfulStatusCode);
    if (error instanceof WalletRefusal)
      return c.json({ message: error.code }, error.status === 404 ? 404 : 502);
    if (error instanceof WalletUnreachable) return c.json({ message: 'wallet_unreachable' }, 502);
    deps.warn(`[provider] ${c.req.method} ${c.req.path}: ${errorText(error, true)}`);
    return c.json({ message: 'server_error' }, 500);
  });
  return app;
}
