import { PROMO_BANNER_DAYS, WELCOME_PACK_BANNER_DAYS } from './timing.ts';

const DAY_MS = 86_400_000;

export type BannerKind = 'promo' | 'welcomePack';

/** How long a banner lives after it is first seen (§4, §9): promo 3 days, welcome pack 7 days. */
export const BANNER_LIFETIME_MS: Readonly<Record<BannerKind, number>> = {
  promo: PROMO_BANNER_DAYS * DAY_MS,
  welcomePack: WELCOME_PACK_BANNER_DAYS * DAY_MS,
};

export interface BannerInput {
  /** When the banner was first seen (epoch ms) as stored, or null the first time. */
  readonly firstSeenAt: number | null;
  readonly now: number;
  /** Banners are for anonymous visitors (§6). */
  readonly anonymous: boolean;
}

export interface BannerState {
  readonly visible: boolean;
  /** What to store as the first-seen instant. */
  readonly firstSeenAt: number;
  /** When the current period ends: the banner's countdown. */
  readonly expiresAt: number;
}

/**
 * Whether a banner shows and what to store. A lapsed banner restarts its period from now (§4); a stored instant
 * that is not a number or lies in the future (a changed clock, a tampered store) also starts a fresh period.
 */
export function bannerState(kind: BannerKind, { firstSeenAt, now, anonymous }: BannerInput): BannerState {
  const lifetime = BANNER_LIFETIME_MS[kind];
  const usable = firstSeenAt !== null && Number.isFinite(firstSeenAt) && firstSeenAt <= now;
  const lapsed = !usable || now >= firstSeenAt + lifetime;
  const start = lapsed ? now : firstSeenAt;
  return { visible: anonymous, firstSeenAt: start, expiresAt: start + lifetime };
}

/** The promo shown in the promo modal: from the utm answer (§3), type and value. */
export interface PromoOffer {
  readonly type: string;
  readonly value: string;
}

export interface PromoModalState {
  readonly promo: PromoOffer | null;
  /** The promo modal flag: set false when a promo arrives (§4), so the modal shows for it once. */
  readonly promoModalShown: boolean;
}

export type PromoModalEvent =
  | { readonly type: 'promoArrived'; readonly promo: PromoOffer }
  | { readonly type: 'promoModalShown' }
  | { readonly type: 'promoCleared' };

export const INITIAL_PROMO_MODAL_STATE: PromoModalState = { promo: null, promoModalShown: false };

export function promoModalReducer(state: PromoModalState, event: PromoModalEvent): PromoModalState {
  switch (event.type) {
    case 'promoArrived':
      return { promo: event.promo, promoModalShown: false };
    case 'promoModalShown':
      return state.promo ? { ...state, promoModalShown: true } : state;
    case 'promoCleared':
      return INITIAL_PROMO_MODAL_STATE;
  }
}

export function shouldShowPromoModal(state: PromoModalState): boolean {
  return state.promo !== null && !state.promoModalShown;
}

/**
 * The ad bonus the utm answer left in the cookies (§3, §4), while it asks to be shown: adBonusModal is 'true' and the
 * type and value are clean. Showing it sets the flag false, so it shows once (the cookies last 600 s, §9).
 */
export function adBonusOffer(
  read: (name: 'adBonusType' | 'adBonusValue' | 'adBonusModal') => string | null,
): PromoOffer | null {
  if (read('adBonusModal') !== 'true') return null;
  const type = read('adBonusType');
  const value = read('adBonusValue');
  const clean = /^[A-Za-z0-9_.-]{1,64}$/;
  return type && value && clean.test(type) && clean.test(value) ? { type, value } : null;
}
