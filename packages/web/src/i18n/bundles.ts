import { splitLocalePath } from '@casino/core';

export type Bundle = Record<string, unknown>;

/** Every bundle as its own chunk: only the current locale's namespaces are ever fetched (§7). */
export const bundles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

/** The namespaces the shell renders on every page; loaded before the first paint. */
export const SHELL_NAMESPACES = ['common', 'layout'] as const;

/**
 * Starts fetching the bundles of `namespaces` in the locale of `path`, without waiting: i18n asks for the same
 * chunks later and finds them loaded or in flight, so the first paint does not wait for them one after another.
 * A bundle that fails here fails again where i18n loads it, and is reported there.
 */
export function preloadBundles(path: string, namespaces: readonly string[]): void {
  const { locale } = splitLocalePath(path);
  for (const namespace of namespaces) {
    bundles[`./locales/${locale}/${namespace}.json`]?.().catch(() => undefined);
  }
}
