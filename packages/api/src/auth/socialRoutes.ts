import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../deps.ts';
import { logIn } from '../http/auth.ts';
import { readForm, readJson } from '../http/body.ts';
import { validation, type FieldErrors } from '../http/errors.ts';
import { clientIp, publicBase } from '../http/request.ts';
import { currencyField, emailField, optionalText, parseBody, trackingField } from '../http/validation.ts';
import { consentPage, refusalPage, resultPage } from './socialPages.ts';
import { findPromo } from '../bonuses/promotionStore.ts';
import {
  completeSocialLogin,
  denySocialLogin,
  liveSocialState,
  SOCIAL_PROVIDERS,
  startSocialLogin,
  type SocialState,
} from './socialStore.ts';
import { authenticate } from './sessionStore.ts';
import { track } from '../tracking/trackingStore.ts';
import { requestRegion } from '../geo/geoRoutes.ts';
import { openFingerprint } from './registerRoutes.ts';

const startBody = z.object({
  provider: z.string().trim().min(1).max(32),
  origin: z.string().trim().min(1).max(256),
  promo: optionalText(64),
  token: optionalText(512),
  currency: currencyField.nullish().transform((value) => value ?? null),
  stag: trackingField,
  partner: trackingField,
  adplace: trackingField,
  fpp: trackingField,
  fpp_encrypted: optionalText(2048),
});

const stateQuery = z.object({
  state: z.string().max(128).default(''),
  origin: z.string().max(256).default(''),
});
const consentForm = z.object({
  state: z.string().max(128),
  origin: z.string().max(256),
  decision: z.enum(['allow', 'deny']),
  account: z.string().max(254).optional(),
});

/** The consent is valid only for its own state and the allowed origin it was started for. */
function checkedState(deps: Deps, provider: string, state: string, origin: string): SocialState | undefined {
  if (!deps.config.allowedOrigins.includes(origin)) return undefined;
  const row = liveSocialState(deps, state, provider);
  return row && row.origin === origin ? row : undefined;
}

export function socialRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.put('/auth/login', async (c) => {
    const body = parseBody(startBody, await readJson(c));
    const errors: FieldErrors = {};
    const provider = SOCIAL_PROVIDERS.find((name) => name === body.provider.toLowerCase());
    if (!provider) errors['provider'] = ['unsupported'];
    const origin = body.origin.replace(/\/+$/, '');
    if (!deps.config.allowedOrigins.includes(origin)) errors['origin'] = ['unsupported'];
    if (body.promo && !findPromo(deps, body.promo)) errors['promo'] = ['not_found'];
    if (!provider || Object.keys(errors).length > 0) throw validation(errors);
    // A logged-in player's token links the provider account to them instead of creating a new one. A simple-auth
    // token never does: it travels in links, and whoever saw one could tie their own provider account to the player.
    const session = body.token ? authenticate(deps, body.token) : undefined;
    const linkTo = session?.singleUse ? undefined : session;
    // A sealed fingerprint (§7) is kept opened, as at registration; one that does not open is not kept.
    const fpp = body.fpp_encrypted ? openFingerprint(deps, body.fpp_encrypted) : body.fpp;
    const state = startSocialLogin(deps, provider, origin, linkTo?.playerId ?? null, {
      promo: body.promo,
      currency: body.currency,
      region: requestRegion(c, deps),
      tracking: { stag: body.stag, partner: body.partner, adplace: body.adplace, fpp },
    });
    const query = new URLSearchParams({ state, origin });
    return c.json({ url: `${publicBase(c, deps)}/social/${provider}/consent?${query.toString()}` });
  });

  app.get('/social/:provider/consent', (c) => {
    const query = stateQuery.safeParse(c.req.query());
    if (!query.success) return refusalPage(c);
    const state = checkedState(deps, c.req.param('provider'), query.data.state, query.data.origin);
    return state ? consentPage(c, state) : refusalPage(c);
  });

  app.post('/social/:provider/consent', async (c) => {
    const form = consentForm.safeParse(await readForm(c));
    if (!form.success) return refusalPage(c);
    const state = checkedState(deps, c.req.param('provider'), form.data.state, form.data.origin);
    if (!state) return refusalPage(c);
    if (form.data.decision === 'deny') {
      denySocialLogin(deps, state);
      return resultPage(c, state.origin, { type: 'social-login', error: 'access_denied' });
    }
    const account = emailField.safeParse(form.data.account ?? '');
    if (!account.success) return consentPage(c, state, 'invalid_email');
    const { playerId, registered } = completeSocialLogin(deps, state, account.data);
    track(
      deps,
      'social',
      { provider: state.provider, registered, ...JSON.parse(state.payload) },
      playerId,
      clientIp(c),
    );
    const answer = logIn(c, deps, playerId, `social_${state.provider}`);
    return resultPage(c, state.origin, { type: 'social-login', token: answer.token, registered });
  });
}
