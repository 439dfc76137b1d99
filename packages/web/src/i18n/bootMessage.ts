import type { Locale } from '@casino/core';

/**
 * What the loading sign says to assistive technology while the app boots. It shows before any locale bundle has
 * arrived (it is what waits for them), so, like the fatal message, it lives here in all four locales.
 */
export const BOOT_MESSAGE: Readonly<Record<Locale, string>> = {
  ru: 'Загрузка…',
  en: 'Loading…',
  kz: 'Жүктелуде…',
  br: 'Carregando…',
};
