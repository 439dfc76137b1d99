/** The cookie catalogue of §3 and §9: every cookie the client writes, with its lifetime and sameSite. */
export type SameSite = 'lax' | 'strict' | 'none';

export interface CookieSpec {
  readonly name: CookieName;
  /** Lifetime in seconds; null for a session cookie (§9 gives none). */
  readonly maxAgeSeconds: number | null;
  readonly sameSite: SameSite;
}

const DAY = 86_400;

export const COOKIE_NAMES = [
  'token',
  'super_bonus',
  'userVersion',
  'userBrowser',
  'stag',
  'partnerId',
  'advId',
  'advertiseUid',
  'advertiseSource',
  'cpaOneUid',
  'prHash',
  'simpleAuth',
  'adBonusType',
  'adBonusValue',
  'adBonusModal',
  'locale',
  'ssoRedirected',
  'showLikeHostMatched',
  'promo',
] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];

/** Lifetimes from §9; cookies §9 gives no lifetime for are session cookies. */
const LIFETIMES: Readonly<Record<CookieName, number | null>> = {
  token: 2_592_000, // 30 days
  super_bonus: 15_768_000,
  prHash: DAY,
  simpleAuth: DAY,
  advId: DAY,
  userVersion: DAY,
  userBrowser: DAY,
  adBonusType: 600,
  adBonusValue: 600,
  adBonusModal: 600,
  advertiseUid: 30 * DAY,
  advertiseSource: 30 * DAY,
  cpaOneUid: 30 * DAY,
  stag: DAY,
  locale: 365 * DAY,
  partnerId: null,
  ssoRedirected: null,
  showLikeHostMatched: null,
  promo: null,
};

export const COOKIES: Readonly<Record<CookieName, CookieSpec>> = Object.fromEntries(
  COOKIE_NAMES.map((name) => [name, { name, maxAgeSeconds: LIFETIMES[name], sameSite: 'lax' as const }]),
) as Record<CookieName, CookieSpec>;

export function isCookieName(value: string): value is CookieName {
  return (COOKIE_NAMES as readonly string[]).includes(value);
}
