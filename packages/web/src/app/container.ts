import { Container } from 'inversify';
import {
  isCrawler,
  type CaptureAttribution,
  type Environment,
  type Logger,
  type RestoreSession,
  type SessionRefresher,
  type SignInWithSimpleAuth,
  type StartSingleSignOn,
  type StartupLookups,
} from '@casino/core';
import { TYPES } from './tokens.ts';
import type { AppConfig } from './appConfig.ts';
import { AppStartup } from './AppStartup.ts';
import { browserEnvironment } from './environment.ts';
import { gamesModule } from './gamesModule.ts';
import { modalModelsPreparer } from './modalModels.ts';
import { portsModule } from './portsModule.ts';
import { RouterNavigation, type NavigableRouter } from './RouterNavigation.ts';
import { shellModels } from './shellModels.ts';
import { storesModule } from './storesModule.ts';
import { useCasesModule } from './useCasesModule.ts';
import { pwaModule } from '../pwa/pwaModule.ts';
import type { RegionStore } from '../session/RegionStore.ts';

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

  container.bind<AppConfig>(TYPES.AppConfig).toConstantValue(config);
  container.bind(TYPES.Environment).toConstantValue(browserEnvironment(window, config));
  container.bind(TYPES.Navigation).toConstantValue(new RouterNavigation(router, window.location));
  container.bind<Window>(TYPES.Window).toConstantValue(window);
  container.bind(TYPES.PrepareModal).toConstantValue(modalModelsPreparer((models) => container.load(models)));

  container.load(
    portsModule(window, () => container.get<SessionRefresher>(TYPES.SessionRefresher)),
    storesModule(initialPath),
    useCasesModule,
    gamesModule,
    shellModels,
    pwaModule,
  );

  container.bind(TYPES.AppStartup).toResolvedValue(
    (
      lookups: StartupLookups,
      singleSignOn: StartSingleSignOn,
      simpleAuth: SignInWithSimpleAuth,
      restoreSession: RestoreSession,
      captureAttribution: CaptureAttribution,
      region: RegionStore,
      logger: Logger,
      environment: Environment,
    ) =>
      new AppStartup({
        lookups,
        singleSignOn,
        simpleAuth,
        restoreSession,
        captureAttribution,
        region,
        logger,
        isCrawler: isCrawler(environment.userAgent),
      }),
    [
      TYPES.StartupLookups,
      TYPES.StartSingleSignOn,
      TYPES.SignInWithSimpleAuth,
      TYPES.RestoreSession,
      TYPES.CaptureAttribution,
      TYPES.RegionStore,
      TYPES.Logger,
      TYPES.Environment,
    ],
  );
  return container;
}
