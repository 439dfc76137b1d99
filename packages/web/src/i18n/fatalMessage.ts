import type { Locale } from '@casino/core';

/**
 * The one message that must show when the app's own code could not load (a failed chunk), so it cannot come from a
 * lazily loaded bundle: it lives here, in all four locales.
 */
export const FATAL_MESSAGE: Readonly<Record<Locale, { readonly text: string; readonly reload: string }>> = {
  ru: { text: 'Не удалось загрузить страницу.', reload: 'Обновить' },
  en: { text: 'The page could not be loaded.', reload: 'Reload' },
  kz: { text: 'Бетті жүктеу мүмкін болмады.', reload: 'Жаңарту' },
  br: { text: 'Não foi possível carregar a página.', reload: 'Recarregar' },
};
