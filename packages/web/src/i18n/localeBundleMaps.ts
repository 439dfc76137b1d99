import type { Locale } from '@casino/core';
import type { BundleLoaders } from './bundleTypes.ts';

/**
 * Each locale's map of its bundles, a chunk of its own: a page loads the map of its locale alone. One map of every
 * locale's bundles was part of every page's first load and grew with each namespace, four entries at a time (2.5 kB
 * gzip for 35 namespaces; issue 35). No runtime import here: the page's entry script (boot.ts) starts loading the map
 * beside the libraries, before the app is evaluated.
 */
const MAPS: Readonly<Record<Locale, () => Promise<{ readonly default: BundleLoaders }>>> = {
  ru: () => import('./localeBundles/ruBundles.ts'),
  en: () => import('./localeBundles/enBundles.ts'),
  kz: () => import('./localeBundles/kzBundles.ts'),
  br: () => import('./localeBundles/brBundles.ts'),
};

/** The map of `locale`'s bundles, or null for a locale the app does not have. */
export function localeBundleMap(locale: string): Promise<BundleLoaders | null> {
  const load: (() => Promise<{ readonly default: BundleLoaders }>) | undefined = Object.hasOwn(MAPS, locale)
    ? MAPS[locale as Locale]
    : undefined;
  return load ? load().then((module) => module.default) : Promise.resolve(null);
}

/**
 * The locale a page's path most likely shows, read without the core (the entry script has none): its first segment
 * when that is a locale, else the default, as the core's `splitLocalePath` reads it. Only a hint for an early fetch:
 * i18n asks for the map of the locale the core reads, and a wrong hint costs one small chunk.
 */
export function localeHint(path: string): string {
  const first = path.split('/')[1] ?? '';
  return Object.hasOwn(MAPS, first) ? first : 'ru';
}
