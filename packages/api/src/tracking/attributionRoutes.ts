import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { optionalAuth, requireAuth } from '../http/auth.ts';
import { readJson } from '../http/body.ts';
import { clientIp } from '../http/request.ts';
import { parseBody, trackingField } from '../http/validation.ts';
import { findPromo, promoRefusal, promoTaken, startActivation } from '../bonuses/promotionStore.ts';
import { track, utmCampaign, type TrackingKind } from './trackingStore.ts';

const attachSourceBody = z.object({
  stag: trackingField,
  promo: trackingField,
  partnerId: trackingField,
  advId: trackingField,
  advertiseUid: trackingField,
  advertiseSource: trackingField,
  cpaOneUid: trackingField,
  prHash: trackingField,
});

/** A query string as an object: a value may repeat (array) or be bare (null). */
const queryObject = z
  .record(
    z.string().min(1).max(64),
    z.union([z.string().max(2048), z.array(z.string().max(2048)).max(20), z.null()]),
  )
  .refine((query) => Object.keys(query).length <= 50, { error: 'too_long' });

const domain = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i);

const firstValue = (value: string | string[] | null | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export function attributionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const record = (c: Context, kind: TrackingKind, data: unknown) =>
    track(deps, kind, data, optionalAuth(c, deps)?.playerId ?? null, clientIp(c));

  /** Ties the visit's attribution to the account; a known promo not yet taken starts waiting for the deposit. */
  app.post('/attachSource', async (c) => {
    const auth = requireAuth(c, deps);
    const body = parseBody(attachSourceBody, await readJson(c));
    track(deps, 'attach_source', body, auth.playerId, clientIp(c));
    const promo = body.promo ? findPromo(deps, body.promo) : undefined;
    const taken = promo ? promoTaken(deps, auth.playerId, promo.code) : false;
    // One bonus at a time: a link's promo does not wait beside another bonus (the deposit would grant both or drop one).
    if (promo && !taken && !promoRefusal(deps, auth.playerId, promo))
      startActivation(deps, auth.playerId, promo);
    return c.json({ success: true });
  });

  app.post('/middleware/affiliate', async (c) => {
    record(c, 'affiliate', parseBody(queryObject, await readJson(c)));
    return c.json({ success: true });
  });

  app.post('/middleware/mirror', async (c) => {
    record(c, 'mirror', parseBody(z.object({ domain }), await readJson(c)));
    return c.json({ success: true });
  });

  // The redirect check's own target, not the moved-mirror link: that one is GET /mirror's, which keeps the player's
  // path and query, and answering it here too would send the player to the bare new host first.
  app.post('/middleware/mirrorRedirect', async (c) => {
    const body = parseBody(z.object({ domain }), await readJson(c));
    record(c, 'mirror_redirect', body);
    return c.json({ redirect: { newLink: deps.geoMirror.redirectTarget }, oldDomain: body.domain });
  });

  app.post('/middleware/ip', async (c) => {
    const body = parseBody(
      z.object({ host: z.string().trim().min(1).max(253), userAgent: z.string().max(1024) }),
      await readJson(c),
    );
    record(c, 'ip', body);
    return c.json({ success: true });
  });

  app.post('/middleware/registerPageOpenEvent', async (c) => {
    const body = parseBody(
      z.object({
        subH: z.string().trim().min(1).max(256),
        uuid: z.string().trim().min(1).max(256),
        click_url: z.string().max(2048),
      }),
      await readJson(c),
    );
    record(c, 'page_open', body);
    return c.json({ success: true });
  });

  /** A known utm source and campaign name an advertiser and, maybe, the promo it brings. */
  app.post('/middleware/utm', async (c) => {
    const query = parseBody(queryObject, await readJson(c));
    record(c, 'utm', query);
    const source = firstValue(query['utm_source']);
    const campaign = firstValue(query['utm_campaign']);
    const row = source && campaign ? utmCampaign(deps, source, campaign) : undefined;
    return c.json({
      advId: row?.adv_id ?? null,
      promo: row?.promo_type && row.promo_value ? { type: row.promo_type, value: row.promo_value } : null,
    });
  });
}
