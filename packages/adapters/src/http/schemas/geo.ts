import type { GeoData, MirrorInfo } from '@casino/core';
import { z } from 'zod/mini';
import { mapped, optionalString } from './common.ts';

/** GET /geo_ip: `{ data: { data: { ip, country_code, region } } }`. */
export const geoAnswerSchema = mapped(
  z.object({
    data: z.object({
      data: z.object({ ip: z.string(), country_code: z.string(), region: z.enum(['KZ', 'RU']) }),
    }),
  }),
  ({ data }): GeoData => ({
    ip: data.data.ip,
    countryCode: data.data.country_code,
    region: data.data.region,
  }),
);

const redirectWire = z.object({ newLink: z.nullable(z.string()) });

/** GET /mirror. */
export const mirrorAnswerSchema = mapped(
  z.object({
    redirect: redirectWire,
    meta_yandex_verification: z.nullable(z.string()),
    sso: z.nullable(z.string()),
    oldDomain: optionalString,
  }),
  (wire): MirrorInfo => ({
    newLink: wire.redirect.newLink,
    oldDomain: wire.oldDomain,
    metaYandexVerification: wire.meta_yandex_verification,
    sso: wire.sso,
  }),
);

/** POST /middleware/mirrorRedirect: `{ redirect: { newLink }, oldDomain }`. */
export const mirrorRedirectAnswerSchema = mapped(
  z.object({ redirect: redirectWire, oldDomain: optionalString }),
  (wire) => ({ newLink: wire.redirect.newLink, oldDomain: wire.oldDomain }),
);
