import type { Container } from 'inversify';
import { browserConnectivity } from '@casino/adapters';
import type { StartupAnswers } from '@casino/core';
import type { PageData } from '../di/pageData.ts';
import type { AppConfig } from './appConfig.ts';
import { bindings } from './binding.ts';
import { composeContainer, composeContainerInSteps, type ContainerParts } from './composeContainer.ts';
import { browserEnvironment } from './environment.ts';
import { portsModule } from './portsModule.ts';
import { RouterNavigation, type NavigableRouter } from './RouterNavigation.ts';
import { TOKENS } from '../di/tokens.ts';
import { NetworkStatus } from '../pwa/NetworkStatus.ts';
import { whenFirstPageShown } from '../components/idle.ts';

export interface StartFacts {
  readonly config: AppConfig;
  /** The path the app opened on: its prefix gives the first locale. */
  readonly initialPath: string;
  readonly router: () => NavigableRouter;
  readonly window: Window;
  /** The start-up answers the server rendered the first page with (none in the offline shell). */
  readonly startupAnswers?: StartupAnswers;
  /** The data the server rendered the first page with, answered from while it is hydrated. */
  readonly pageData?: PageData;
}

/**
 * The browser's composition root: the one place that decides which implementation stands behind each token. The
 * pages' view models are not here: each page folder's module (`pageModels/*`) is loaded with its pages, through the
 * shell's `installModels`. Nor are the modals': each modal's module (`modalModels/*`) is loaded with the modal,
 * through `PrepareModal`.
 */
export function createContainer(facts: StartFacts): Container {
  return composeContainer(browserParts(facts));
}

/** The browser's container, its modules loaded a task apart (`between`), as the app starts. */
export function createContainerInSteps(facts: StartFacts, between: () => Promise<void>): Promise<Container> {
  return composeContainerInSteps(browserParts(facts), between);
}

function browserParts({
  config,
  initialPath,
  router,
  window,
  startupAnswers,
  pageData,
}: StartFacts): ContainerParts {
  const windowModule = bindings((bind) => {
    bind.value(TOKENS.Window, window);
    bind.service(TOKENS.NetworkStatus, {}, () => new NetworkStatus(browserConnectivity(window)));
  });
  return {
    config,
    initialPath,
    environment: browserEnvironment(window, config),
    navigation: new RouterNavigation(router, window.location),
    ports: (container) => portsModule(window, () => container.get(TOKENS.SessionRefresher)),
    extra: [windowModule],
    afterFirstPage: (task) => whenFirstPageShown(window, task),
    ...(startupAnswers && { startupAnswers }),
    ...(pageData && { pageData }),
  };
}
