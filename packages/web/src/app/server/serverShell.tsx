import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import type { ContainerModule } from 'inversify';
import type { i18n as I18n } from 'i18next';
import {
  displayLocale,
  operatorVariables,
  splitLocalePath,
  type CookieJar,
  type Logger,
  type StartupLookups,
} from '@casino/core';
import { playerHeaders, RequestCookies, type PlayerRequest } from '@casino/adapters/server';
import { AppRoot } from '../AppRoot.tsx';
import type { AppStartup } from '../AppStartup.ts';
import { readAppConfig, type AppConfig, type BuildEnv } from '../appConfig.ts';
import { APP_TOKENS } from '../appTokens.ts';
import { navigationMiddleware, type LeaveTarget } from '../navigationMiddleware.ts';
import type { Shell } from '../routes.tsx';
import { TOKENS } from '../../di/tokens.ts';
import { SharedI18n } from '../../i18n/i18n.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import { createServerContainer } from './serverContainer.ts';
import { ServerNavigation } from './ServerNavigation.ts';
import { ServerRoutes } from './serverRoutes.tsx';
import type { ServerCaches } from '../../server/serverCaches.ts';

/** One request as the server shell takes it: the Fetch request and the address of the connection. */
export interface ShellRequest {
  readonly request: Request;
  readonly remoteAddress: PlayerRequest['remoteAddress'];
  /**
   * The server's own environment over the build's (VITE_API_URL, VITE_ALLOWED_HOSTS...): one build of the server can
   * run against another API than the one the site's build names.
   */
  readonly env?: BuildEnv;
  /** What the server's requests share (issue 35): the visitor-free answers, the geo answer per address. */
  readonly caches?: ServerCaches | null;
  /** How long the render waits for its page's data; the default budget when not given. */
  readonly pageDataBudgetMs?: number | undefined;
  /** How long the render waits for the page's SEO text; the default budget when not given. */
  readonly seoBudgetMs?: number | undefined;
}

/** The bundles every request's i18n reads, loaded once per locale for the life of the process. */
const sharedI18n = new SharedI18n();
/** The route tree of each locale, built and ranked once for the life of the process. */
const serverRoutes = new ServerRoutes();

/** The redirect that answers a guard sending the player outside the app (§2): 301 for a moved mirror, else 302. */
function leaveWithRedirect(navigation: ServerNavigation) {
  return (to: LeaveTarget | null): Promise<never> => {
    const url = to?.url ?? navigation.target;
    if (url === null) throw new Error('start-up left the app without saying where to');
    throw redirect(url, to?.permanently ? 301 : 302);
  };
}

/**
 * Everything one server render needs, built for its request alone: the container over the server adapters, i18n in
 * the address's locale, and the shell the locale's shared route tree runs with for this request (the same routes,
 * guards and view models as the browser's).
 */
export async function startServerShell({
  request,
  remoteAddress,
  env,
  caches,
  pageDataBudgetMs,
}: ShellRequest) {
  const url = new URL(request.url);
  // The address's locale: its branch of the routes, and the language of its texts.
  const addressLocale = splitLocalePath(url.pathname).locale;
  const { routes, handler } = serverRoutes.of(addressLocale);
  const config: AppConfig = readAppConfig({ ...import.meta.env, ...env }, url);
  const cookies = new RequestCookies(request.headers.get('cookie'), url.protocol);
  const navigation = new ServerNavigation(url);
  const container = createServerContainer({
    config,
    url,
    userAgent: request.headers.get('user-agent') ?? '',
    navigation,
    cookies,
    playerHeaders: playerHeaders({ headers: request.headers, remoteAddress }),
    host: url.host,
    caches: caches ?? null,
    pageDataBudgetMs,
  });
  const startup = container.get<AppStartup>(APP_TOKENS.AppStartup);
  startup.prefetch();
  const i18n: I18n = await sharedI18n.forRequest(addressLocale, operatorVariables(config.operator));
  const locales = container.get<LocaleStore>(TOKENS.LocaleStore);
  const jar = container.get<CookieJar>(TOKENS.CookieJar);

  const installed = new WeakSet<ContainerModule>();
  const Root = () => <AppRoot container={container} i18n={i18n} />;
  const shell: Shell = {
    installModels: (models) => {
      if (installed.has(models)) return;
      installed.add(models);
      container.load(models);
    },
    loadNamespaces: (namespaces) => i18n.loadNamespaces([...namespaces]).catch(() => undefined),
    middleware: navigationMiddleware({
      guards: container.get(TOKENS.RunNavigationGuards),
      startup,
      routes: () => routes,
      leave: leaveWithRedirect(navigation),
      displayLocale: (locale) =>
        displayLocale(locale, {
          hostname: url.hostname,
          mainHost: config.mainHost,
          showLikeHostMatched: jar.get('showLikeHostMatched') !== null,
        }),
      logger: container.get<Logger>(TOKENS.Logger),
    }),
    route: {
      Component: Root,
      loader: async ({ request: routed }: LoaderFunctionArgs) => {
        const { locale } = splitLocalePath(new URL(routed.url).pathname);
        if (i18n.language !== locale) await i18n.changeLanguage(locale);
        if (jar.get('locale') !== locale) jar.set('locale', locale);
        locales.setLocale(locale);
        return null;
      },
    },
  };

  return {
    url,
    /** The locale's route tree and its handler, shared by every request (`serverRoutes.tsx`). */
    handler,
    /** The root component of this request's page, over its container and i18n. */
    Root,
    /** Runs the handler's query as this request: the routes' middleware and loaders find this shell. */
    run: <T,>(work: () => Promise<T>): Promise<T> => serverRoutes.run({ shell, Root }, work),
    container,
    i18n,
    cookies,
    locales,
    /** Whether the region check said this player's region is blocked (§6); never asked for a crawler. */
    regionBlocked: async (): Promise<boolean> => {
      const lookups = container.get<StartupLookups>(TOKENS.StartupLookups);
      const geo = await lookups.geo();
      return !geo.ok && geo.error.kind === 'regionBlocked';
    },
  };
}

export type ServerShell = Awaited<ReturnType<typeof startServerShell>>;
