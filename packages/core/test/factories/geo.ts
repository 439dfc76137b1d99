import { Factory } from 'fishery';
import type { GeoData, MirrorInfo } from '../../src/index.ts';

/** A visitor from Russia. */
export const geoFactory = Factory.define<GeoData>(({ sequence }) => ({
  ip: `203.0.113.${sequence % 255}`,
  countryCode: 'RU',
  region: 'RU',
}));

/** A mirror answer for a site that has not moved and has no single sign-on. */
export const mirrorFactory = Factory.define<MirrorInfo>(() => ({
  newLink: null,
  oldDomain: null,
  metaYandexVerification: null,
  sso: null,
}));
