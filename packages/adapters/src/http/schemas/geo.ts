import type { GeoData, MirrorInfo } from '@casino/core';
import { z } from 'zod';
import { optionalString } from './common.ts';

/** GET /geo_ip: `{ data: { data: { ip, country_code, region } } }`. */
export const geoAnswerSchema = z
  .object({
    data: z.object({
      data: z.object({ ip: z.string(), country_code: z.string(), region: z.enum(['KZ', 'RU']) }),
    }),
  })
  .transform(({ data }): GeoData => ({
    ip: data.data.ip,
    countryCode: data.data.country_code,
    region: data.data.region,
  }));

/** GET /mirror. */
export const mirrorAnswerSchema = z
  .object({
    redirect: z.object({ newLink: z.string().nullable() }),
    meta_yandex_verification: z.string().nullable(),
    sso: z.string().nullable(),
    oldDomain: optionalString,
  })
  .transform((wire): MirrorInfo => ({
    newLink: wire.redirect.newLink,
    oldDomain: wire.oldDomain,
    metaYandexVerification: wire.meta_yandex_verification,
    sso: wire.sso,
  }));

/** POST /middleware/mirrorRedirect: `{ redirect: { newLink }, oldDomain }`. */
export const mirrorRedirectAnswerSchema = z
  .object({ redirect: z.object({ newLink: z.string().nullable() }), oldDomain: optionalString })
  .transform((wire) => ({ newLink: wire.redirect.newLink, oldDomain: wire.oldDomain }));
