import { bannerState, type BannerKind, type BannerState, type KeyValueStore } from '@casino/core';

/** Where each banner's first-seen instant is kept between visits. */
export const BANNER_STORAGE_KEYS: Readonly<Record<BannerKind, string>> = {
  promo: 'banner.promo.firstSeenAt',
  welcomePack: 'banner.welcomePack.firstSeenAt',
};

export const BANNER_KINDS: readonly BannerKind[] = ['promo', 'welcomePack'];

function storedInstant(store: Pick<KeyValueStore, 'get'>, kind: BannerKind): number | null {
  const raw = store.get(BANNER_STORAGE_KEYS[kind]);
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A banner as an anonymous visitor sees it now (§4, §6): the core decides whether its period runs on or restarts,
 * and the start of the period is stored for the next visit.
 */
export function seeBanner(
  store: Pick<KeyValueStore, 'get' | 'set'>,
  kind: BannerKind,
  now: number,
): BannerState {
  const state = bannerState(kind, { firstSeenAt: storedInstant(store, kind), now, anonymous: true });
  store.set(BANNER_STORAGE_KEYS[kind], String(state.firstSeenAt));
  return state;
}
