import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Deps } from './deps.ts';
import { errorText } from './deps.ts';
import { clientAddresses } from './http/clientAddress.ts';
import { MAX_DOCUMENT_BYTES } from './verification/documentFiles.ts';
import { ApiError, isClientAbort } from './http/errors.ts';
import { evenAnswers } from './http/evenAnswer.ts';
import { attributionRoutes } from './tracking/attributionRoutes.ts';
import { codeRoutes } from './auth/codeRoutes.ts';
import { loginRoutes } from './auth/loginRoutes.ts';
import { recoveryRoutes } from './auth/recoveryRoutes.ts';
import { registerRoutes } from './auth/registerRoutes.ts';
import { sessionRoutes } from './auth/sessionRoutes.ts';
import { socialRoutes } from './auth/socialRoutes.ts';
import { billingRoutes } from './payments/billingRoutes.ts';
import { bonusRoutes } from './bonuses/bonusRoutes.ts';
import { bonusProgressRoutes } from './bonuses/bonusProgress.ts';
import { contentRoutes } from './content/contentRoutes.ts';
import { devRoutes } from './dev/devRoutes.ts';
import { fairnessRoutes } from './fairness/fairnessRoutes.ts';
import { caseRoutes } from './cases/caseRoutes.ts';
import { GAME_BASES, gameRoutes } from './games/gameRoutes.ts';
import { geoRoutes } from './geo/geoRoutes.ts';
import { historyRoutes } from './history/historyRoutes.ts';
import { ingestRoutes } from './tracking/ingestRoutes.ts';
import { launchRoutes } from './lobby/launchRoutes.ts';
import { lobbyListRoutes } from './lobby/lobbyListRoutes.ts';
import { walletRoutes } from './wallet/walletRoutes.ts';
import { payPageRoutes } from './payments/payPageRoutes.ts';
import { profileRoutes } from './players/profileRoutes.ts';
import { saferPlayRoutes } from './saferPlay/saferPlayRoutes.ts';
import { ROUND_BASES, roundRoutes } from './rounds/roundRoutes.ts';
import { siteSettingsRoutes } from './content/siteSettingsRoutes.ts';
import { devSportsRoutes, sportsRoutes } from './sports/sportsRoutes.ts';
import { staticRoutes } from './content/staticAssets.ts';
import { operatorRoutes } from './operator/operatorRoutes.ts';
import { verificationRoutes } from './verification/verificationRoutes.ts';
import { vipRoutes } from './vip/vipRoutes.ts';
import { devWithdrawalRoutes, withdrawalRoutes } from './withdrawals/withdrawalRoutes.ts';

/** Bodies are at most 64 KiB (docs/contract.md); analytics batches may be larger, though posthog-js's stay far below. */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_INGEST_BODY_BYTES = 256 * 1024;
/** An identity document (5 MiB) with its form's few fields around it. */
export const MAX_DOCUMENT_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
const DOCUMENTS_PATH = '/api/v2/profile/verification/documents';

function sizeLimits(): MiddlewareHandler {
  // The unread rest of the body is still on the socket: close it rather than let the client reuse it.
  const tooLarge = {
    onError: (c: Context) => c.json({ message: 'payload_too_large' }, 413, { Connection: 'close' }),
  };
  const regular = bodyLimit({ maxSize: MAX_BODY_BYTES, ...tooLarge });
  const ingest = bodyLimit({ maxSize: MAX_INGEST_BODY_BYTES, ...tooLarge });
  const document = bodyLimit({ maxSize: MAX_DOCUMENT_BODY_BYTES, ...tooLarge });
  return (c, next) => {
    if (c.req.path.startsWith('/ingest/')) return ingest(c, next);
    return c.req.path === DOCUMENTS_PATH ? document(c, next) : regular(c, next);
  };
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', clientAddresses(deps));
  app.use(
    '*',
    cors({
      origin: (origin) => (deps.config.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'Region',
        'Accept-Language',
        'X-Debug-Country',
        'Idempotency-Key',
      ],
      exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('*', sizeLimits());
  evenAnswers(app, deps);

  registerRoutes(app, deps);
  loginRoutes(app, deps);
  codeRoutes(app, deps);
  recoveryRoutes(app, deps);
  sessionRoutes(app, deps);
  socialRoutes(app, deps);
  profileRoutes(app, deps);
  vipRoutes(app, deps);
  historyRoutes(app, deps);
  saferPlayRoutes(app, deps);
  attributionRoutes(app, deps);
  geoRoutes(app, deps);
  billingRoutes(app, deps);
  withdrawalRoutes(app, deps);
  verificationRoutes(app, deps);
  operatorRoutes(app, deps);
  payPageRoutes(app, deps);
  bonusRoutes(app, deps);
  bonusProgressRoutes(app, deps);
  contentRoutes(app, deps);
  siteSettingsRoutes(app, deps);
  staticRoutes(app, deps);
  ingestRoutes(app, deps);
  launchRoutes(app, deps);
  lobbyListRoutes(app, deps);
  walletRoutes(app, deps);
  sportsRoutes(app, deps);
  for (const base of GAME_BASES) {
    fairnessRoutes(app, deps, base);
    gameRoutes(app, deps, base);
  }
  for (const base of ROUND_BASES) {
    roundRoutes(app, deps, base);
    caseRoutes(app, deps, base);
  }
  if (deps.config.dev) devRoutes(app, deps);
  if (deps.config.dev) devWithdrawalRoutes(app, deps);
  if (deps.config.dev) devSportsRoutes(app, deps);

  app.notFound((c) => c.json({ message: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body, error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: 'bad_request', errors: { body: ['invalid'] } }, 400);
    }
    if (isClientAbort(error, c.req.raw)) {
      deps.log(`[client] ${c.req.method} ${c.req.path}: request cut off by the client (${error.message})`);
      return c.json({ message: 'bad_request', errors: { body: ['aborted'] } }, 400);
    }
    deps.warn(`[error] ${c.req.method} ${c.req.path}: ${errorText(error, true)}`);
    return c.json({ message: 'server_error' }, 500);
  });
  return app;
}
