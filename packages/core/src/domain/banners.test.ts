import { describe, expect, it } from 'vitest';
import {
  BANNER_LIFETIME_MS,
  INITIAL_PROMO_MODAL_STATE,
  bannerState,
  adBonusOffer,
  promoModalReducer,
  shouldShowPromoModal,
} from './banners.ts';

const DAY = 86_400_000;
const now = Date.UTC(2025, 4, 10, 12);

describe('bannerState', () => {
  it('starts the period the first time the banner is seen', () => {
    expect(bannerState('promo', { firstSeenAt: null, now, anonymous: true })).toEqual({
      visible: true,
      firstSeenAt: now,
      expiresAt: now + 3 * DAY,
    });
  });

  it('expires the promo banner 3 days after first seen and the welcome-pack banner after 7 days', () => {
    expect(BANNER_LIFETIME_MS).toEqual({ promo: 3 * DAY, welcomePack: 7 * DAY });
    const seen = now - 2 * DAY;
    expect(bannerState('promo', { firstSeenAt: seen, now, anonymous: true }).expiresAt).toBe(seen + 3 * DAY);
    expect(bannerState('welcomePack', { firstSeenAt: seen, now, anonymous: true }).expiresAt).toBe(
      seen + 7 * DAY,
    );
  });

  it('keeps the stored instant while the period runs', () => {
    const seen = now - 3 * DAY + 1;
    expect(bannerState('promo', { firstSeenAt: seen, now, anonymous: true }).firstSeenAt).toBe(seen);
  });

  it('restarts when lapsed', () => {
    expect(bannerState('promo', { firstSeenAt: now - 3 * DAY, now, anonymous: true }).firstSeenAt).toBe(now);
    expect(bannerState('welcomePack', { firstSeenAt: now - 8 * DAY, now, anonymous: true })).toEqual({
      visible: true,
      firstSeenAt: now,
      expiresAt: now + 7 * DAY,
    });
  });

  it('starts afresh from a stored instant in the future or not a number', () => {
    expect(bannerState('promo', { firstSeenAt: now + DAY, now, anonymous: true }).firstSeenAt).toBe(now);
    expect(bannerState('promo', { firstSeenAt: Number.NaN, now, anonymous: true }).firstSeenAt).toBe(now);
  });

  it('shows banners to anonymous visitors only', () => {
    expect(bannerState('promo', { firstSeenAt: null, now, anonymous: false }).visible).toBe(false);
  });
});

describe('promoModalReducer', () => {
  const promo = { type: 'freespins', value: '50' };

  it('sets the promo modal flag false when a promo arrives', () => {
    const shown = { promo: { type: 'bonus', value: '100' }, promoModalShown: true };
    expect(promoModalReducer(shown, { type: 'promoArrived', promo })).toEqual({
      promo,
      promoModalShown: false,
    });
  });

  it('shows the modal once for a promo', () => {
    const arrived = promoModalReducer(INITIAL_PROMO_MODAL_STATE, { type: 'promoArrived', promo });
    expect(shouldShowPromoModal(arrived)).toBe(true);
    const seen = promoModalReducer(arrived, { type: 'promoModalShown' });
    expect(shouldShowPromoModal(seen)).toBe(false);
  });

  it('shows nothing without a promo', () => {
    expect(shouldShowPromoModal(INITIAL_PROMO_MODAL_STATE)).toBe(false);
    expect(promoModalReducer(INITIAL_PROMO_MODAL_STATE, { type: 'promoModalShown' })).toBe(
      INITIAL_PROMO_MODAL_STATE,
    );
    const arrived = promoModalReducer(INITIAL_PROMO_MODAL_STATE, { type: 'promoArrived', promo });
    expect(promoModalReducer(arrived, { type: 'promoCleared' })).toEqual(INITIAL_PROMO_MODAL_STATE);
  });
});

describe('adBonusOffer (§3, §4)', () => {
  const cookies = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('offers the ad bonus the utm answer left while its flag asks for it', () => {
    expect(
      adBonusOffer(cookies({ adBonusType: 'promo_code', adBonusValue: 'WELCOME100', adBonusModal: 'true' })),
    ).toEqual({ type: 'promo_code', value: 'WELCOME100' });
  });

  it('offers nothing once shown (flag false), without a value, or with a value that is not clean', () => {
    expect(
      adBonusOffer(cookies({ adBonusType: 'promo_code', adBonusValue: 'X', adBonusModal: 'false' })),
    ).toBeNull();
    expect(adBonusOffer(cookies({ adBonusType: 'promo_code', adBonusModal: 'true' }))).toBeNull();
    expect(
      adBonusOffer(cookies({ adBonusType: 'promo_code', adBonusValue: '<script>', adBonusModal: 'true' })),
    ).toBeNull();
  });
});
