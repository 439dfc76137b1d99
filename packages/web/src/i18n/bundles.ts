import { splitLocalePath } from '@casino/core';
import type { Bundle } from './bundleTypes.ts';
import { localeBundleMap } from './localeBundleMaps.ts';

export type { Bundle } from './bundleTypes.ts';

/**
 * One namespace of one locale: every bundle is a chunk of its own, so only the current locale's namespaces are ever
 * fetched (§7), found in the map of that locale's bundles (`localeBundleMaps.ts`).
 */
export async function loadBundle(language: string, namespace: string): Promise<Bundle> {
  const map = await localeBundleMap(language);
  const load = map?.[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No locale bundle ${language}/${namespace}`);
  return load();
}

/** The namespaces the shell renders on every page; loaded before the first paint. */
export const SHELL_NAMESPACES = ['common', 'layout'] as const;

/**
 * Starts fetching the bundles of `namespaces` in the locale of `path`, without waiting: i18n asks for the same
 * chunks later and finds them loaded or in flight, so the first paint does not wait for them one after another.
 * A bundle that fails here fails again where i18n loads it, and is reported there.
 */
export function preloadBundles(path: string, namespaces: readonly string[]): void {
  const { locale } = splitLocalePath(path);
  for (const namespace of namespaces) loadBundle(locale, namespace).catch(() => undefined);
}
