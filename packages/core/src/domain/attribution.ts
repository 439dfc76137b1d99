import type { CookieName } from './cookies.ts';
import { param, type Query } from './query.ts';

/** Attribution (§3), as sent by attachSource; prHash is null when absent. */
export interface Attribution {
  readonly stag: string | null;
  readonly promo: string | null;
  readonly partnerId: string | null;
  readonly advId: string | null;
  readonly advertiseUid: string | null;
  readonly advertiseSource: string | null;
  readonly cpaOneUid: string | null;
  readonly prHash: string | null;
}

/** Longest attribution value kept: ids and codes are far shorter, so more is noise or an attack on the cookie jar. */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 256;

// Whitespace, control and format characters (zero-width, direction overrides), and the characters that end or quote a
// cookie value.
const UNSAFE_CHARS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp};,"\\]/gu;

/**
 * A query or server value made fit to store: unsafe characters removed, then cut to ATTRIBUTION_VALUE_MAX_LENGTH
 * code points. Null when nothing usable is left.
 */
export function sanitizeAttributionValue(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const cleaned = Array.from(String(raw).replace(UNSAFE_CHARS, ''))
    .slice(0, ATTRIBUTION_VALUE_MAX_LENGTH)
    .join('');
  return cleaned === '' ? null : cleaned;
}

/** A query parameter, sanitised. */
export function attributionParam(query: Query, name: string): string | null {
  return sanitizeAttributionValue(param(query, name));
}

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

/** The utm call is made only when all four utm parameters are present and no advId is stored yet (§5). */
export function shouldCallUtm(query: Query, storedAdvId: string | null): boolean {
  return storedAdvId === null && UTM_PARAMS.every((name) => param(query, name) !== null);
}

type CookieValues = Partial<Record<CookieName, string>>;

/**
 * The tracking query (§5): utm_campaign=advertise with click_id and click_source gives advertiseUid and
 * advertiseSource; utm_campaign=advertcpa with clickid gives cpaOneUid. Anything else gives nothing.
 */
export function trackingCookiesFromQuery(query: Query): CookieValues {
  const campaign = param(query, 'utm_campaign');
  if (campaign === 'advertise') {
    const uid = attributionParam(query, 'click_id');
    const source = attributionParam(query, 'click_source');
    return uid && source ? { advertiseUid: uid, advertiseSource: source } : {};
  }
  if (campaign === 'advertcpa') {
    const uid = attributionParam(query, 'clickid');
    return uid ? { cpaOneUid: uid } : {};
  }
  return {};
}

/** stag and partner (stored as partnerId) from the query. */
export function affiliateCookiesFromQuery(query: Query): CookieValues {
  const values: CookieValues = {};
  const stag = attributionParam(query, 'stag');
  const partner = attributionParam(query, 'partner');
  if (stag) values.stag = stag;
  if (partner) values.partnerId = partner;
  return values;
}

/** The utm answer's promo (§3) as the ad bonus cookies; adBonusModal asks the interface to show the ad bonus. */
export function adBonusCookies(promo: { readonly type: unknown; readonly value: unknown }): CookieValues {
  const type = sanitizeAttributionValue(promo.type);
  const value = sanitizeAttributionValue(promo.value);
  return type && value ? { adBonusType: type, adBonusValue: value, adBonusModal: 'true' } : {};
}

/** The attribution stored in cookies, as attachSource sends it after login. */
export function attributionFromCookies(read: (name: CookieName) => string | null): Attribution {
  const value = (name: CookieName) => sanitizeAttributionValue(read(name));
  return {
    stag: value('stag'),
    promo: value('promo'),
    partnerId: value('partnerId'),
    advId: value('advId'),
    advertiseUid: value('advertiseUid'),
    advertiseSource: value('advertiseSource'),
    cpaOneUid: value('cpaOneUid'),
    prHash: value('prHash'),
  };
}

/** Registration tracking fields (§7), the shape AuthApi's RegistrationTracking takes. */
export interface RegistrationTrackingFields {
  readonly fpp?: string;
  readonly partner?: string;
  readonly adplace?: string;
  readonly stag?: string;
  readonly promo?: string;
}

/**
 * What a registration carries (§7): fpp is the browser fingerprint, partner the partnerId cookie, adplace the advId
 * cookie (the ad placement the utm answer named), stag the stag cookie, promo the form's code or else the promo cookie.
 */
export function registrationTracking(
  read: (name: CookieName) => string | null,
  fingerprint: string | null,
  formPromo: string | null,
): RegistrationTrackingFields {
  const fields: Record<string, string | null> = {
    fpp: sanitizeAttributionValue(fingerprint),
    partner: sanitizeAttributionValue(read('partnerId')),
    adplace: sanitizeAttributionValue(read('advId')),
    stag: sanitizeAttributionValue(read('stag')),
    promo: sanitizeAttributionValue(formPromo) ?? sanitizeAttributionValue(read('promo')),
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/** Most parameters forwarded to the utm call; a real campaign link has a handful. */
export const FORWARDED_QUERY_MAX_PARAMS = 50;
/** The contract refuses a whole report over a longer name, so such a parameter is dropped, not cut. */
export const FORWARDED_QUERY_NAME_MAX_LENGTH = 64;
const CONTROL_CHARS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The query as forwarded to the server (the utm call takes the whole query): names and values stripped of control and
 * format characters and cut to ATTRIBUTION_VALUE_MAX_LENGTH, at most FORWARDED_QUERY_MAX_PARAMS of them. Spaces stay:
 * utm_term is free text.
 */
export function boundedQuery(query: Query): Query {
  const clean = (text: string) =>
    Array.from(text.replace(CONTROL_CHARS, '')).slice(0, ATTRIBUTION_VALUE_MAX_LENGTH).join('');
  const entries = Object.entries(query)
    .map(([name, value]) => [clean(name), clean(value)] as const)
    .filter(([name]) => name !== '' && Array.from(name).length <= FORWARDED_QUERY_NAME_MAX_LENGTH);
  return Object.fromEntries(entries.slice(0, FORWARDED_QUERY_MAX_PARAMS));
}
