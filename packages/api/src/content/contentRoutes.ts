import { VIP_LEVELS } from '@casino/tables';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { optionalAuth } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { contentLang, publicBase, type ContentLang } from '../http/request.ts';
import { parseQuery } from '../http/validation.ts';
import { toMajor } from '../money.ts';
import { faqIn, gamesIn, seoEntry } from './contentStore.ts';
import { topWins } from '../plays/playStore.ts';
import { slotMathsOf } from '../games/slots/slotCatalogue.ts';
import { payTournamentPrizes } from '../tournaments/tournamentPrizes.ts';
import { scheduleTournaments } from '../tournaments/tournamentSchedule.ts';
import { TOURNAMENT_STATUSES, tournamentRow, tournamentRows } from '../tournaments/tournamentStore.ts';
import { tournamentAnswer } from '../tournaments/tournamentView.ts';
import { providerLogoFile } from '../provider/providerLogo.ts';
import { gameTitleIn } from '../seed/games.ts';

export const GAME_CATEGORIES = ['originals', 'slots', 'live-casino'] as const;

const gamesQuery = z.object({ category: z.enum(GAME_CATEGORIES).optional() });
const tournamentsQuery = z.object({ status: z.enum(TOURNAMENT_STATUSES).optional() });
const faqQuery = z.object({ lang: z.enum(['ru', 'en', 'kz', 'br']).optional() });
const seoQuery = z.object({
  page: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9._/-]*$/i),
  lang: z.enum(['ru', 'en']).optional(),
});

/** The page every unknown route name falls back to, so a page always has a title. */
const SEO_FALLBACK_PAGE = 'default';

const langOf = (c: Context, explicit: ContentLang | undefined): ContentLang => explicit ?? contentLang(c);

export function contentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/v2/content/games', (c) => {
    const { category } = parseQuery(gamesQuery, c.req.query());
    const base = publicBase(c, deps);
    const rows = gamesIn(deps, category ?? null);
    const lang = contentLang(c);
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: gameTitleIn(row.slug, lang, row.title),
        category: row.category,
        provider: row.provider,
        // Every studio's logo is drawn by the provider stand-in, which speaks for all of them.
        provider_logo: `${deps.providerUrl()}/logos/${providerLogoFile(row.provider)}`,
        // A slot's cover is drawn by the provider that runs it; the others by the API.
        image:
          row.category === 'slots' && slotMathsOf(row.slug)
            ? `${deps.providerUrl()}/thumbnails/${row.slug}.svg`
            : `${base}/static/games/${row.slug}.svg`,
        has_demo: row.has_demo === 1,
      })),
    });
  });

  // Before any read of tournaments, the prize job pays what has ended and the schedule writes each series' next one
  // (both run on a timer as well).
  app.get('/api/v2/content/tournaments', (c) => {
    const { status } = parseQuery(tournamentsQuery, c.req.query());
    payTournamentPrizes(deps);
    scheduleTournaments(deps);
    const lang = contentLang(c);
    const viewer = optionalAuth(c, deps)?.playerId ?? null;
    const rows = tournamentRows(deps.db, deps.clock.now(), status);
    return c.json({ data: rows.map((row) => tournamentAnswer(deps, row, lang, viewer)) });
  });

  app.get('/api/v2/content/tournaments/:id', (c) => {
    const id = c.req.param('id');
    payTournamentPrizes(deps);
    scheduleTournaments(deps);
    const row = /^\d{1,12}$/.test(id) ? tournamentRow(deps.db, Number(id)) : undefined;
    if (!row) throw notFound();
    const viewer = optionalAuth(c, deps)?.playerId ?? null;
    return c.json({ data: tournamentAnswer(deps, row, contentLang(c), viewer) });
  });

  /** The biggest real wins of the last 30 days, ranked by their worth in roubles (issue 17). */
  app.get('/api/v2/content/top', (c) =>
    c.json({ data: topWins(deps, optionalAuth(c, deps)?.playerId ?? null) }),
  );

  app.get('/api/v2/content/faq', (c) => {
    const lang = langOf(c, parseQuery(faqQuery, c.req.query()).lang);
    const rows = faqIn(deps, lang);
    return c.json({ data: rows });
  });

  app.get('/api/v2/content/seo', (c) => {
    const query = parseQuery(seoQuery, c.req.query());
    const lang = query.lang ?? (contentLang(c) === 'ru' ? 'ru' : 'en');
    const entry = seoEntry(deps, query.page, lang) ?? seoEntry(deps, SEO_FALLBACK_PAGE, lang);
    if (!entry) throw notFound();
    return c.json({ data: entry });
  });

  // The published table (`@casino/tables`, issue 34): the one the API ranks members and pays cashback by.
  app.get('/api/v2/content/vip-levels', (c) =>
    c.json({
      data: VIP_LEVELS.map((row) => ({
        level: row.level,
        name: row.name,
        min_deposit: toMajor(row.minDeposit.RUB),
        min_deposits: Object.fromEntries(
          Object.entries(row.minDeposit).map(([currency, minor]) => [currency, toMajor(minor)]),
        ),
        cashback_percent: row.cashbackPercent,
      })),
    }),
  );
}
