import type { Hono } from 'hono';
import { z } from 'zod';
import { ensureBots, type Bot } from '../bots/botAccounts.ts';
import { crashBet, diceBet, roomSeat } from '../bots/botBets.ts';
import { ROOMS } from '../live/roomRules.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { clientOf } from '../http/clientAddress.ts';
import { badRequest, fieldError, forbidden, notFound } from '../http/errors.ts';
import { isLoopback } from '../http/ipAddress.ts';
import { emailField, parseBody, parseQuery } from '../http/validation.ts';
import { payInvoice } from '../payments/invoiceStore.ts';
import { listOutbox } from '../auth/outboxStore.ts';
import { activePair, pairAnswer } from '../fairness/seedPairStore.ts';
import { findPlayerByEmail } from '../players/playerStore.ts';
import { openSimpleAuth } from '../auth/sessionStore.ts';
import { listTracking } from '../tracking/trackingStore.ts';
import { listEvents } from '../tracking/analyticsEventStore.ts';

const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value));

/** An in-app path: one leading slash, never `//` or `/\`, which browsers read as another host. */
const inAppPath = z
  .string()
  .trim()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/);

const configBody = z.object({
  blockedCountries: z.array(country).max(250).optional(),
  defaultCountry: country.optional(),
  mirrorNewLink: httpUrl.nullable().optional(),
  redirectTarget: z.union([httpUrl, inAppPath]).nullable().optional(),
  sso: httpUrl.nullable().optional(),
  metaYandexVerification: z.string().trim().max(128).nullable().optional(),
});

/** `localhost`, `127.0.0.1` or `[::1]`, with any port: the names a page on another host cannot be served under. */
function isLoopbackHost(host: string | undefined): boolean {
  const name = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec((host ?? '').trim().toLowerCase())?.[1];
  return name === 'localhost' || name === '127.0.0.1' || name === '[::1]';
}

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Controls for people and tests driving the local server; present only in development mode. */
export function devRoutes(app: Hono<AppEnv>, deps: Deps): void {
  // Only a caller on this machine, by a loopback name: a server bound to a public interface does not open these to the
  // network, and a page whose own host name resolves to 127.0.0.1 (DNS rebinding) is refused by its Host header.
  // Scripts and tests call these without an Origin; a browser page may only from an allowed one, so a foreign page
  // cannot reset the database or move the clock with a body-less POST that needs no preflight.
  app.use('/__dev/*', async (c, next) => {
    const client = clientOf(c);
    if (client.proxied || !isLoopback(client.peer) || !isLoopbackHost(c.req.header('host')))
      throw forbidden('loopback_only');
    const origin = c.req.header('origin');
    if (origin !== undefined && !deps.config.allowedOrigins.includes(origin))
      throw forbidden('origin_not_allowed');
    await next();
  });

  app.get('/__dev/config', (c) => c.json({ data: deps.geoMirror }));

  app.post('/__dev/config', async (c) => {
    const body = parseBody(configBody, await readJson(c));
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) Object.assign(deps.geoMirror, { [key]: value });
    }
    return c.json({ data: deps.geoMirror });
  });

  app.get('/__dev/outbox', (c) => {
    const query = parseQuery(listQuery.extend({ to: z.string().trim().max(254).optional() }), c.req.query());
    return c.json({ data: listOutbox(deps, query.to, query.limit) });
  });

  app.get('/__dev/events', (c) => {
    const query = parseQuery(listQuery.extend({ event: z.string().max(200).optional() }), c.req.query());
    return c.json({ data: listEvents(deps, query.event, query.limit) });
  });

  app.get('/__dev/tracking', (c) => {
    const query = parseQuery(listQuery.extend({ kind: z.string().max(32).optional() }), c.req.query());
    return c.json({ data: listTracking(deps, query.kind, query.limit) });
  });

  app.post('/__dev/invoices/:id/pay', (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,15}$/.test(id)) throw badRequest({ id: ['invalid'] });
    const outcome = payInvoice(deps, Number(id));
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'expired') throw fieldError('invoice', 'expired');
    return c.json({ data: { status: 3 } });
  });

  app.post('/__dev/clock', async (c) => {
    const body = parseBody(
      z.object({
        advance_seconds: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 86_400),
      }),
      await readJson(c),
    );
    deps.clock.advance(body.advance_seconds);
    return c.json({ data: { now: deps.clock.iso() } });
  });

  /** A simple-auth token (§4) for a player, as an operator's link would carry it. */
  app.post('/__dev/simple-auth', async (c) => {
    const { email } = parseBody(z.object({ email: emailField }), await readJson(c));
    const player = findPlayerByEmail(deps.db, email);
    if (!player) throw fieldError('email', 'not_found');
    return c.json({ data: { token: openSimpleAuth(deps, player.id) } });
  });

  /**
   * A player's active seed pair with its server seed, which is secret everywhere else until the pair is rotated: for a
   * browser test that must know an outcome before the bet (a big win), and chooses its client seed for it as no player
   * can. Development mode only, on loopback (docs/fairness.md, "In development mode"); it moves no money.
   */
  app.get('/__dev/seed-pair', (c) => {
    const { email } = parseQuery(z.object({ email: emailField }), c.req.query());
    const player = findPlayerByEmail(deps.db, email);
    if (!player) throw notFound();
    const pair = activePair(deps, player.id);
    return c.json({ data: { ...pairAnswer(pair), server_seed: pair.server_seed } });
  });

  /**
   * One bet by one of the house's bot players (issue 38), through the same route or socket as a player's: for a test
   * that needs another player in the house while the bots' own play is off. Crash bets on the round open for bets; a
   * room bet is one seat of a rouble bot in that room's open round. `big` makes dice bets at a 5 % chance (a win pays
   * 19.8×, a big win) until one wins, each a real bet, at most 400.
   */
  app.post('/__dev/bots/bet', async (c) => {
    const body = parseBody(
      z.discriminatedUnion('game', [
        z.object({ game: z.literal('dice'), big: z.boolean().optional() }),
        z.object({ game: z.literal('crash') }),
        z.object({ game: z.literal('room'), room: z.enum(ROOMS) }),
      ]),
      await readJson(c),
    );
    const bots = ensureBots(deps).filter((bot) => body.game !== 'room' || bot.currency === 'RUB');
    const bot = bots[Math.floor(Math.random() * bots.length)] as Bot;
    if (body.game === 'dice' && body.big === true) {
      let outcome = await diceBet(deps, bot, 5);
      for (let bets = 1; outcome.ok && outcome.won !== true && bets < 400; bets += 1)
        outcome = await diceBet(deps, bot, 5);
      return c.json({ data: { player: bot.name, ok: outcome.won === true } });
    }
    const outcome = await (body.game === 'room'
      ? roomSeat(deps, bot, body.room)
      : (body.game === 'dice' ? diceBet : crashBet)(deps, bot));
    return c.json({ data: { player: bot.name, ok: outcome.ok } });
  });

  app.post('/__dev/reset', async (c) => {
    await deps.resetToSeed();
    return c.json({ success: true });
  });
}
