import { Container, type ContainerModule } from 'inversify';
import {
  clientCookies,
  isCrawler,
  type Environment,
  type Navigation,
  type StartupAnswers,
} from '@casino/core';
import { APP_TOKENS } from './appTokens.ts';
import type { AppConfig } from './appConfig.ts';
import { AppStartup } from './AppStartup.ts';
import { binder, CONTAINER_SCOPE, containerScope } from './binding.ts';
import { modalModelsPreparer } from './modalModels.ts';
import { shellModels } from './shellModels.ts';
import { storesModule } from './storesModule.ts';
import { useCaseFieldsModule, useCasesModule } from './useCasesModule.ts';
import { PageData } from '../di/pageData.ts';
import { TOKENS } from '../di/tokens.ts';

/** What differs between the browser's container and one a server render builds for its request. */
export interface ContainerParts {
  readonly config: AppConfig;
  readonly initialPath: string;
  readonly environment: Environment;
  readonly navigation: Navigation;
  /** The core's ports bound to adapters; given the container, for the refresher the HTTP client resolves late. */
  readonly ports: (container: Container) => ContainerModule;
  /** Bindings only this side has (the browser's window and installable app). */
  readonly extra?: readonly ContainerModule[];
  /** The start-up answers the server rendered the page with, handed to the browser in the page. */
  readonly startupAnswers?: StartupAnswers;
  /** The data the page shows: the server's records it; the browser's answers from what the server's recorded. */
  readonly pageData?: PageData;
  /** Runs the start's calls nothing waits for once the first page answers input (the browser's); else at once. */
  readonly afterFirstPage?: (task: () => void) => void;
  /**
   * A container made once (`requestParent`) that already holds what keeps nothing of its own: the shell's view models
   * and the use cases by token, both made afresh from this container's bindings on each get. The server's requests
   * share one, so each binds only its own (issue 35, item 4).
   */
  readonly parent?: Container;
}

/**
 * The parent the server's request containers share: constant values that hold no request's state (`shared`: the
 * server's stateless adapters), and bindings made on every get from the asking container's own (the shell's view
 * models, the use cases by token). Nothing in it is kept once made, so nothing of one request reaches another's.
 */
export function requestParent(shared: readonly ContainerModule[]): Container {
  const parent = new Container({ defaultScope: 'Transient' });
  parent.load(useCaseFieldsModule('eachGet'), shellModels('perContainer'), ...shared);
  return parent;
}

/**
 * The bindings both sides share: the stores, the core's use cases, the shell's view models, the app's start. Every
 * binding is a singleton unless a module says otherwise (view models are transient).
 */
export function composeContainer(parts: ContainerParts): Container {
  const { container, modules } = prepareContainer(parts);
  container.load(...modules);
  return container;
}

/**
 * The same container, its modules loaded a step apart (`between`: a later task in the browser): binding them all took
 * one task of about 75 ms on a phone while the server's page was already on screen (issue 15, blocking time).
 */
export async function composeContainerInSteps(
  parts: ContainerParts,
  between: () => Promise<void>,
): Promise<Container> {
  const { container, modules } = prepareContainer(parts);
  for (const module of modules) {
    container.load(module);
    await between();
  }
  return container;
}

/** The container with its values and the app's start bound, and the modules it is still to load. */
function prepareContainer(parts: ContainerParts): {
  readonly container: Container;
  readonly modules: readonly ContainerModule[];
} {
  const container = new Container({
    defaultScope: 'Singleton',
    ...(parts.parent && { parent: parts.parent }),
  });
  const bind = binder((token) => container.bind(token));

  bind.value(APP_TOKENS.AppConfig, parts.config);
  bind.value(TOKENS.Operator, parts.config.operator);
  bind.value(APP_TOKENS.StartupAnswers, parts.startupAnswers ?? {});
  bind.value(TOKENS.PageData, parts.pageData ?? PageData.from(undefined));
  bind.value(TOKENS.Environment, parts.environment);
  bind.value(TOKENS.Navigation, parts.navigation);
  if (parts.parent)
    bind.value(
      CONTAINER_SCOPE,
      containerScope((token) => container.get(token)),
    );
  bind.value(
    TOKENS.PrepareModal,
    modalModelsPreparer((models) => container.load(models)),
  );

  const modules = [
    parts.ports(container),
    storesModule(parts.initialPath),
    useCasesModule((token) => container.get(token)),
    ...(parts.parent ? [] : [useCaseFieldsModule('kept'), shellModels('eachMount')]),
    ...(parts.extra ?? []),
  ];

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
        ...(parts.afterFirstPage && { afterFirstPage: parts.afterFirstPage }),
      }),
  );
  return { container, modules };
}
