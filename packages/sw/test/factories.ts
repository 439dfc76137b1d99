import { Factory } from 'fishery';
import type { RequestFacts, RoutingContext } from '../src/requestRoutes.ts';

export const APP_ORIGIN = 'https://casino.example';
export const API_ORIGIN = 'https://api.casino.example';

/** A plain same-origin script fetch; override url, mode or destination per case. */
export const requestFactory = Factory.define<RequestFacts>(() => ({
  url: new URL(`${APP_ORIGIN}/assets/index-abc123.js`),
  method: 'GET',
  mode: 'cors',
  destination: 'script',
}));

export const routingContextFactory = Factory.define<RoutingContext>(() => ({
  appOrigin: APP_ORIGIN,
  apiOrigins: new Set([API_ORIGIN, 'http://localhost:8787']),
}));

/** The `/mirror` answer of a site that has not moved (docs/contract.md). */
export const mirrorAnswerFactory = Factory.define<Record<string, unknown>>(() => ({
  redirect: { newLink: null },
  meta_yandex_verification: null,
  sso: null,
}));
