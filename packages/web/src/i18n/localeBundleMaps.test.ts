import { describe, expect, it } from 'vitest';
import { LOCALES, splitLocalePath } from '@casino/core';
import { loadBundle } from './bundles.ts';
import { localeBundleMap, localeHint } from './localeBundleMaps.ts';

const namespacesOnDisk = (locale: string) =>
  Object.keys(import.meta.glob('./locales/*/*.json'))
    .filter((path) => path.startsWith(`./locales/${locale}/`))
    .map((path) => path.slice(`./locales/${locale}/`.length, -'.json'.length))
    .sort();

describe('each locale’s map of its bundles (issue 35: a page loads its own locale’s map alone)', () => {
  it.each(LOCALES)('maps every namespace of %s, and no other locale’s', async (locale) => {
    const map = await localeBundleMap(locale);
    const paths = Object.keys(map ?? {});
    expect(paths.every((path) => path.startsWith(`../locales/${locale}/`))).toBe(true);
    expect(paths.map((path) => path.slice(`../locales/${locale}/`.length, -'.json'.length)).sort()).toEqual(
      namespacesOnDisk(locale),
    );
  });

  it('has no map for a locale the app does not have, nor for a name an object holds', async () => {
    expect(await localeBundleMap('de')).toBeNull();
    expect(await localeBundleMap('toString')).toBeNull();
  });

  it('loads a namespace of a locale, and refuses one it does not have with its name', async () => {
    expect(await loadBundle('en', 'common')).toMatchObject({ premiumStatus: { vip: 'VIP member' } });
    await expect(loadBundle('en', 'nosuch')).rejects.toThrow('No locale bundle en/nosuch');
    await expect(loadBundle('de', 'common')).rejects.toThrow('No locale bundle de/common');
  });

  it.each([
    '/',
    '/games/dice',
    '/en',
    '/en/games/dice',
    '/kz/faq',
    '/br/',
    '/ru/games',
    '/english',
    '/toString',
  ])('hints at the locale of %s as the core reads it', (path) => {
    expect(localeHint(path)).toBe(splitLocalePath(path).locale);
  });
});
