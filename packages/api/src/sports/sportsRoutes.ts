import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { parseBody, parseQuery } from '../http/validation.ts';
import { toMajor, toMinor } from '../money.ts';
import { MAX_LEGS, placeSportsBet } from './bets.ts';
import { findSportsBet, listSportsBets } from './betViews.ts';
import { SPORTS } from './catalogue.ts';
import { LEAGUES } from './leagues.ts';
import { eventView } from './events.ts';
import { drawEvent } from './newEvents.ts';
import { eventById, eventCounts, insertEvent, kickOff, openEvents, reviewEvent } from './sportsStore.ts';
import { idempotencyKey } from '../games/gameRoutes.ts';

const eventsQuery = z.object({
  sport: z.enum(SPORTS).optional(),
  status: z.enum(['live', 'upcoming']).optional(),
});

const betsQuery = z.object({
  status: z.enum(['open', 'settled']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const id = z.string().regex(/^\d{1,12}$/);

const betBody = z.object({
  amount: z
    .number()
    .positive()
    .transform((amount, ctx) => {
      const minor = toMinor(amount);
      if (minor === undefined || !Number.isSafeInteger(minor)) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return minor;
    }),
  odds_change: z.enum(['never', 'higher', 'always']).default('never'),
  legs: z
    .array(
      z.object({
        selection_id: z.string().max(64),
        odds: z.number().int().min(101).max(100_000),
      }),
    )
    .min(1)
    .max(MAX_LEGS),
});

/** The sportsbook (issue 20, docs/contract.md "Sportsbook"): the line, events with their markets, and bets. */
export function sportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/sports', (c) => {
    const counts = eventCounts(deps);
    const count = (sport: string, status: string) =>
      counts.find((row) => row.sport === sport && row.status === status)?.count ?? 0;
    return c.json({
      data: {
        sports: SPORTS.map((sport) => ({
          id: sport,
          live: count(sport, 'live'),
          upcoming: count(sport, 'upcoming'),
        })),
        leagues: LEAGUES.map((league) => ({
          id: league.id,
          sport: league.sport,
          country: league.country,
          name: league.name,
        })),
      },
    });
  });

  app.get('/sports/events', (c) => {
    const query = parseQuery(eventsQuery, c.req.query());
    const rows = openEvents(deps, query.sport ?? null, query.status ?? null);
    return c.json({ data: rows.map((row) => eventView(deps, row)) });
  });

  app.get('/sports/events/:id', (c) => {
    const parsed = id.safeParse(c.req.param('id'));
    const row = parsed.success ? eventById(deps, Number(parsed.data)) : undefined;
    if (!row) throw notFound();
    return c.json({ data: eventView(deps, row) });
  });

  app.post('/sports/bets', async (c) => {
    const auth = requireAuth(c, deps);
    const key = idempotencyKey(c);
    const body = parseBody(betBody, await readJson(c));
    const placed = placeSportsBet(deps, {
      playerId: auth.playerId,
      key,
      stakeMinor: body.amount,
      preference: body.odds_change,
      legs: body.legs.map((leg) => ({ selectionId: leg.selection_id, odds: leg.odds })),
    });
    if (placed.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: { bet: placed.bet, balance: toMajor(placed.balance) } });
  });

  app.get('/sports/bets', (c) => {
    const query = parseQuery(betsQuery, c.req.query());
    const auth = requireAuth(c, deps);
    return c.json({ data: listSportsBets(deps, auth.playerId, query.status ?? null, query.limit) });
  });

  app.get('/sports/bets/:id', (c) => {
    const auth = requireAuth(c, deps);
    const parsed = id.safeParse(c.req.param('id'));
    const bet = parsed.success ? findSportsBet(deps, auth.playerId, Number(parsed.data)) : undefined;
    if (!bet) throw notFound();
    return c.json({ data: bet });
  });
}

const review = z.object({
  rating_home: z.number().min(0.2).max(3).optional(),
  suspend_ms: z.number().int().min(0).max(600_000).optional(),
});

const devEvent = z.object({
  sport: z.enum(SPORTS),
  /** Its kick-off from now: 0 or less, a match already live (its clock at `-starts_in_ms`); up to a day ahead. */
  starts_in_ms: z.number().int().min(-86_400_000).max(86_400_000),
  /** Its regular time, when not its sport's: ten seconds to a day. */
  match_ms: z.number().int().min(10_000).max(86_400_000).optional(),
});

/**
 * Development only: a trader's review of an event (a new home strength moves its odds; a suspension closes its
 * markets for a while), so the browser tests can make odds move or a market close when they need it.
 */
export function devSportsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // A match of the test's own (two tests that reviewed the same match of the line undid each other's change): drawn
  // as the line draws one, played by the simulator from its next step, never counted as one of the line's; one asked
  // live is under way at once (never called off at its kick-off).
  app.post('/__dev/sports/events', async (c) => {
    const body = parseBody(devEvent, await readJson(c));
    const now = deps.clock.now();
    const startAt = now + body.starts_in_ms;
    const row = deps.db.transaction(() => {
      const created = insertEvent(deps, {
        ...drawEvent(body.sport, startAt),
        scheduledBy: 'dev',
        ...(body.match_ms === undefined ? {} : { matchMs: body.match_ms }),
      });
      if (startAt <= now) kickOff(deps, created.id, false, now);
      return eventById(deps, created.id) ?? created;
    });
    return c.json({ data: eventView(deps, row) }, 201);
  });

  app.post('/__dev/sports/events/:id', async (c) => {
    const parsed = id.safeParse(c.req.param('id'));
    const row = parsed.success ? eventById(deps, Number(parsed.data)) : undefined;
    if (!row || (row.status !== 'upcoming' && row.status !== 'live')) throw notFound();
    const body = parseBody(review, await readJson(c));
    reviewEvent(
      deps,
      row.id,
      body.rating_home ?? row.rating_home,
      body.suspend_ms === undefined ? row.suspended_until : deps.clock.now() + body.suspend_ms,
    );
    const after = eventById(deps, row.id);
    return c.json({ data: after ? eventView(deps, after) : null });
  });
}
