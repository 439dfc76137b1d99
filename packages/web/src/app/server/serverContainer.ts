import type { Container } from 'inversify';
import type { AppConfig } from '../appConfig.ts';
import { composeContainer, requestParent } from '../composeContainer.ts';
import { PageData } from '../../di/pageData.ts';
import type { ServerNavigation } from './ServerNavigation.ts';
import { serverPortsModule, statelessServerPorts, type ServerPortFacts } from './serverPortsModule.ts';

export interface ServerRequestFacts extends ServerPortFacts {
  readonly config: AppConfig;
  readonly url: URL;
  readonly userAgent: string;
  readonly navigation: ServerNavigation;
  /** How long the render waits for its page's data (`PAGE_DATA_BUDGET_MS` unless the server's environment says). */
  readonly pageDataBudgetMs?: number | undefined;
}

/** The parent of every request's container, made with the first (`requestParent`: it keeps nothing once made). */
let parent: Container | null = null;

/**
 * The container of one server render: the same stores, use cases and view models as the browser's, over the server
 * adapters of this request. Nothing of it outlives the request, so no player's state can reach another's page: its
 * parent holds only values that keep no state and bindings made afresh from the request's own on each get.
 */
export function createServerContainer(facts: ServerRequestFacts): Container {
  return composeContainer({
    config: facts.config,
    initialPath: facts.url.pathname,
    environment: {
      isDevelopment: facts.config.isDevelopment,
      userAgent: facts.userAgent,
      host: facts.url.hostname,
      mainHost: facts.config.mainHost,
      isStandalone: false,
    },
    navigation: facts.navigation,
    ports: () => serverPortsModule(facts),
    // The page's view models preload and wait for their data (within the budget), recorded for the browser.
    pageData: PageData.recording(facts.pageDataBudgetMs),
    // Only the request's own bindings are made for it: the rest it finds in the parent (issue 35, item 4).
    parent: (parent ??= requestParent([statelessServerPorts])),
  });
}
