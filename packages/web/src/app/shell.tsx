import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ContainerModule } from 'inversify';
import {
  displayLocale,
  operatorVariables,
  splitLocalePath,
  type CookieJar,
  type Logger,
  type ShareSessionAcrossTabs,
} from '@casino/core';
import { nextTask } from '../components/idle.ts';
import { AppRoot } from './AppRoot.tsx';
import { switchedLocales } from './LocaleScope.tsx';
import type { AppStartup } from './AppStartup.ts';
import { pageOperatorEnv, readAppConfig } from './appConfig.ts';
import { createContainerInSteps } from './container.ts';
import { readServerState } from '../serverState.ts';
import { PageData } from '../di/pageData.ts';
import { installGlobalErrorHandlers } from './globalErrors.ts';
import { leaveInBrowser, navigationMiddleware } from './navigationMiddleware.ts';
import type { NavigableRouter } from './RouterNavigation.ts';
import type { Shell } from './routes.tsx';
import { APP_TOKENS } from './appTokens.ts';
import { pageHydration } from '../di/pageHydration.ts';
import { TOKENS } from '../di/tokens.ts';
import { createI18n } from '../i18n/i18n.ts';
import { shareSessionAcrossTabs } from '../session/sessionAcrossTabs.ts';
import type { SessionStore } from '../session/SessionStore.ts';

export interface ShellFacts {
  /** The path the app opened on: its prefix gives the first locale. */
  readonly initialPath: string;
  readonly router: () => NavigableRouter;
  /** The whole route tree, every locale's branch (the router holds those it has needed so far). */
  readonly routes: () => readonly RouteObject[];
}

/**
 * Starts the application shell: the container, i18n with the current locale's shell bundles, the global error
 * handlers; answers the root route: the providers, the middleware that guards every navigation, and the loader that
 * keeps the interface locale in step with the URL.
 */
export async function startShell({ initialPath, router, routes }: ShellFacts): Promise<Shell> {
  // The operator is the page's: the server that rendered it chose the brand (issue 36).
  const config = readAppConfig({ ...import.meta.env, ...pageOperatorEnv(document) }, window.location);
  // The mirror, redirect and geo answers the server rendered this page with: the first navigation does not ask again.
  const serverState = readServerState(document);
  const pageData = PageData.from(serverState?.pageData, serverState?.preloaded);
  // Once the page is hydrated (its view models started), every call goes to the network again.
  pageHydration.onEnd(() => pageData.close());
  const startupAnswers = serverState?.lookups;
  // Building the container (a module a task), starting the look-ups and i18n each take tens of milliseconds on a
  // phone, while the server's page is already on screen: each in a task of its own, so a tap is never blocked for
  // their sum.
  const container = await createContainerInSteps(
    {
      config,
      initialPath,
      router,
      window,
      ...(startupAnswers && { startupAnswers }),
      // The data the server rendered the page with: its view models show it in their first render, unasked.
      pageData,
    },
    () => nextTask(window),
  );
  const startup = container.get<AppStartup>(APP_TOKENS.AppStartup);
  await nextTask(window);
  startup.prefetch();
  await nextTask(window);
  const i18n = await createI18n(
    splitLocalePath(initialPath).locale,
    undefined,
    operatorVariables(config.operator),
  );
  const cookies = container.get<CookieJar>(TOKENS.CookieJar);
  const logger = container.get<Logger>(TOKENS.Logger);
  installGlobalErrorHandlers(window, router);
  shareSessionAcrossTabs(
    container.get<ShareSessionAcrossTabs>(TOKENS.ShareSessionAcrossTabs),
    container.get<SessionStore>(TOKENS.SessionStore),
  );

  const Root = () => <AppRoot container={container} i18n={i18n} />;
  const installed = new WeakSet<ContainerModule>();
  return {
    installModels: (models) => {
      if (installed.has(models)) return;
      installed.add(models);
      container.load(models);
    },
    // In the app's language and in each language the player has switched to since (app/LocaleScope.tsx).
    loadNamespaces: async (namespaces) => {
      await i18n.loadNamespaces([...namespaces]).catch(() => undefined);
      const others = switchedLocales(i18n);
      if (others.length > 0) await i18n.loadLanguages([...others]).catch(() => undefined);
    },
    middleware: navigationMiddleware({
      guards: container.get(TOKENS.RunNavigationGuards),
      startup,
      routes,
      leave: leaveInBrowser(window.location),
      displayLocale: (locale) =>
        displayLocale(locale, {
          hostname: window.location.hostname,
          mainHost: config.mainHost,
          showLikeHostMatched: cookies.get('showLikeHostMatched') !== null,
        }),
      logger,
    }),
    route: {
      Component: Root,
      // The locale's bundles load before the page renders, so a language switch never flashes keys.
      loader: async ({ request }: LoaderFunctionArgs) => {
        const { locale } = splitLocalePath(new URL(request.url).pathname);
        await Promise.all([i18n.loadLanguages(locale), pageHydration.settled()]);
        // A navigation another one replaced while its bundles loaded leaves the cookie alone: the later one decides.
        if (request.signal.aborted) return null;
        if (cookies.get('locale') !== locale) cookies.set('locale', locale);
        // The page renders with this language's own instance (app/LocaleScope.tsx).
        return null;
      },
      shouldRevalidate: () => true,
    },
  };
}
