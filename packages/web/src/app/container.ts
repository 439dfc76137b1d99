import { Container } from 'inversify';
import { clientCookies, isCrawler } from '@casino/core';
import { APP_TOKENS } from './appTokens.ts';
import type { AppConfig } from './appConfig.ts';
import { AppStartup } from './AppStartup.ts';
import { binder } from './binding.ts';
import { browserEnvironment } from './environment.ts';
import { modalModelsPreparer } from './modalModels.ts';
import { portsModule } from './portsModule.ts';
import { pwaModule } from './pwaModule.ts';
import { RouterNavigation, type NavigableRouter } from './RouterNavigation.ts';
import { shellModels } from './shellModels.ts';
import { storesModule } from './storesModule.ts';
import { useCasesModule } from './useCasesModule.ts';
import { TOKENS } from '../di/tokens.ts';

export interface StartFacts {
  readonly config: AppConfig;
  /** The path the app opened on: its prefix gives the first locale. */
  readonly initialPath: string;
  readonly router: () => NavigableRouter;
  readonly window: Window;
}

/**
 * The composition root: the one place that decides which implementation stands behind each token. Every binding is
 * a singleton unless a module says otherwise (view models are transient). The pages' view models are not here: each
 * page folder's module (`pageModels/*`) is loaded with its pages, through the shell's `installModels`. Nor are the
 * modals': each modal's module (`modalModels/*`) is loaded with the modal, through `PrepareModal`.
 */
export function createContainer({ config, initialPath, router, window }: StartFacts): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = binder((token) => container.bind(token));

  bind.value(APP_TOKENS.AppConfig, config);
  bind.value(TOKENS.Environment, browserEnvironment(window, config));
  bind.value(TOKENS.Navigation, new RouterNavigation(router, window.location));
  bind.value(TOKENS.Window, window);
  bind.value(
    TOKENS.PrepareModal,
    modalModelsPreparer((models) => container.load(models)),
  );

  container.load(
    portsModule(window, () => container.get(TOKENS.SessionRefresher)),
    storesModule(initialPath),
    useCasesModule((token) => container.get(token)),
    shellModels,
    pwaModule,
  );

  bind.service(
    APP_TOKENS.AppStartup,
    {
      lookups: TOKENS.StartupLookups,
      singleSignOn: TOKENS.StartSingleSignOn,
      simpleAuth: TOKENS.SignInWithSimpleAuth,
      restoreSession: TOKENS.RestoreSession,
      captureAttribution: TOKENS.CaptureAttribution,
      region: TOKENS.RegionStore,
      logger: TOKENS.Logger,
      environment: TOKENS.Environment,
      cookies: TOKENS.CookieJar,
    },
    ({ environment, ...deps }) =>
      new AppStartup({
        ...deps,
        isCrawler: isCrawler(environment.userAgent),
        clientCookies: clientCookies(environment.userAgent, environment.clientVersion ?? null),
      }),
  );
  return container;
}
