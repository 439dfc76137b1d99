import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { optionalAuth, requireAuth } from '../http/auth.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { contentLang, pick } from '../http/request.ts';
import { campaignById, cancelCampaign, freeSpinsOf } from './freeSpinStore.ts';
import { findPromo, promoRefusal, publicPromos, takePromo, waitingActivations } from './promotionStore.ts';
import { welcomePacks } from './welcomePackStore.ts';

type Texts = Record<string, string>;
const texts = (json: string) => JSON.parse(json) as Texts;
const PROMO = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^\d{1,12}$/;

function campaignId(raw: string): number {
  if (!ID.test(raw)) throw notFound();
  return Number(raw);
}

export function bonusRoutes(app: Hono<AppEnv>, deps: Deps): void {
  /** For a player: bonuses waiting for the first deposit; for a visitor: the offers that registration and a deposit unlock. */
  app.get('/bonus-system/bonus-activation/waiting-reg-and-dep', (c) => {
    const lang = contentLang(c);
    const auth = optionalAuth(c, deps);
    const now = deps.clock.now();
    if (auth) {
      const waiting = waitingActivations(deps, auth.playerId);
      return c.json({
        data: waiting.map((row) => ({
          name: pick(texts(row.names), lang),
          expires_in: Math.floor((row.expires_at - now) / 1000),
        })),
      });
    }
    const offers = publicPromos(deps);
    return c.json({
      data: offers.map((row) => ({ name: pick(texts(row.names), lang), expires_in: row.valid_seconds })),
    });
  });

  const promoOf = (code: string) => {
    const promo = PROMO.test(code) ? findPromo(deps, code) : undefined;
    if (!promo) throw notFound();
    return promo;
  };

  /** A promo's name and terms; for a player (bearer), also why they could not take it now, or null. */
  app.get('/bonus-system/bonus/:promo', (c) => {
    const promo = promoOf(c.req.param('promo'));
    const lang = contentLang(c);
    const auth = optionalAuth(c, deps);
    return c.json({
      data: {
        code: promo.code,
        name: pick(texts(promo.names), lang),
        description: pick(texts(promo.descriptions), lang),
        refusal: auth ? promoRefusal(deps, auth.playerId, promo) : null,
      },
    });
  });

  /** A player takes a promo: it waits for their next deposit; refused (409) when it could not be granted. */
  app.post('/bonus-system/bonus/:promo/activate', (c) => {
    const auth = requireAuth(c, deps);
    const promo = promoOf(c.req.param('promo'));
    const taken = takePromo(deps, auth.playerId, promo);
    if (!taken.ok) throw new ApiError(409, { message: taken.refusal });
    return c.json({
      data: {
        name: pick(texts(promo.names), contentLang(c)),
        expires_in: Math.floor((taken.expiresAt - deps.clock.now()) / 1000),
      },
    });
  });

  app.get('/api/v3/welcome-pack/get-welcome-packs-guest', (c) => {
    const lang = contentLang(c);
    const packs = welcomePacks(deps);
    return c.json({
      data: packs.map((pack) => ({
        id: pack.id,
        publicTitle: pick(texts(pack.titles), lang),
        steps: (JSON.parse(pack.steps) as { titles: Texts; percent: number; free_spins: number }[]).map(
          (step) => ({
            title: pick(step.titles, lang),
            percent: step.percent,
            free_spins: step.free_spins,
          }),
        ),
      })),
    });
  });

  /** Every grant, spent or lapsed ones included: the client keeps those with expiration_at in the future (§4). */
  app.get('/profile/freeSpins', (c) => {
    const auth = requireAuth(c, deps);
    const rows = freeSpinsOf(deps, auth.playerId);
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        campaign_id: row.campaign_id,
        game: { id: row.game_id },
        count: row.count,
        expiration_at: deps.clock.iso(row.expiration_at),
      })),
    });
  });

  app.get('/api/freeSpinsCampaigns/:id', (c) => {
    const campaign = campaignById(deps, campaignId(c.req.param('id')));
    if (!campaign) throw notFound();
    return c.json({
      data: {
        id: campaign.id,
        title: pick(texts(campaign.titles), contentLang(c)),
        game_id: campaign.game_id,
        spins: campaign.spins,
        expiration_at: deps.clock.iso(campaign.expiration_at),
      },
    });
  });

  /** The player gives up a campaign's spins; cancelling twice is still a success. */
  app.put('/api/v2/freeSpinsCampaigns/cancel/:id', (c) => {
    const auth = requireAuth(c, deps);
    const id = campaignId(c.req.param('id'));
    if (!campaignById(deps, id)) throw notFound();
    cancelCampaign(deps, auth.playerId, id);
    return c.json({ success: true });
  });
}
