import { useCallback } from 'react';
import { localizedPath } from '@casino/core';
import { useLocale } from '../i18n/useLocale.ts';

/** Turns an unprefixed in-app path (`/games/dice?x=1`) into the current locale's form (`/en/games/dice?x=1`). */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
