import type { LoaderFunctionArgs } from 'react-router';
import { splitLocalePath } from '@casino/core';
import { AppRoot } from './AppRoot.tsx';
import type { AppConfig } from './appConfig.ts';
import { createContainer } from './container.ts';
import { installGlobalErrorHandlers, type ErrorRouter } from './globalErrors.ts';
import { TYPES } from './tokens.ts';
import { createI18n } from '../i18n/i18n.ts';
import type { LocaleStore } from '../i18n/LocaleStore.ts';

export interface ShellFacts {
  readonly config: AppConfig;
  /** The path the app opened on: its prefix gives the first locale. */
  readonly initialPath: string;
  readonly router: () => ErrorRouter;
}

/**
 * Starts the application shell: the container, i18n with the current locale's shell bundles, the global error
 * handlers; answers the root route (providers, and the loader that keeps the locale in step with the URL).
 */
export async function startShell({ config, initialPath, router }: ShellFacts) {
  const container = createContainer({ config, initialPath });
  const i18n = await createI18n(splitLocalePath(initialPath).locale);
  const locales = container.get<LocaleStore>(TYPES.LocaleStore);
  installGlobalErrorHandlers(window, {
    navigate: (...args) => router().navigate(...args),
    get state() {
      return router().state;
    },
  });

  const Root = () => <AppRoot container={container} i18n={i18n} />;
  return {
    Component: Root,
    // The locale's bundles load before the page renders, so a language switch never flashes keys.
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { locale } = splitLocalePath(new URL(request.url).pathname);
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      locales.setLocale(locale);
      document.documentElement.lang = locales.iso;
      return null;
    },
    shouldRevalidate: () => true,
  };
}
