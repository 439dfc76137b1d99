import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ContainerModule } from 'inversify';
import { preloadBundles } from '../i18n/bundles.ts';

/**
 * A page folder's view-model bindings, as its own chunk (`src/app/pageModels/*`), and the modules of bindings they
 * need that other folders share (the play use cases).
 */
export type PageModels = () => Promise<{
  readonly models: ContainerModule;
  readonly needs?: readonly ContainerModule[];
}>;

/** Puts a page's view-model bindings into the container; once per module, however many pages share it. */
export type InstallModels = (models: ContainerModule) => Promise<void>;

/**
 * Puts a page's locale namespaces into i18n. A namespace first asked for by a component already on screen would
 * suspend the whole page back to its loading state, so every namespace a page renders is loaded before it shows.
 */
export type LoadNamespaces = (namespaces: readonly string[]) => Promise<void>;

/**
 * Where a page route keeps its preparation (its view models into the container, its namespaces into i18n): the route's
 * `lazy` runs it once per route, which is once per load in the browser; a server that keeps one route tree for every
 * request (`app/server/serverRoutes.ts`) runs it for each request as well.
 */
export const PAGE_PREPARE = Symbol('pagePrepare');

/** A page route as `lazyPage` makes it: its `lazy`, and its preparation for the server. */
export type PageRoute = Pick<RouteObject, 'lazy'> & { readonly [PAGE_PREPARE]: () => Promise<void> };

/** What a page brings besides its component: fixed props, its view models, the locale namespaces it renders. */
export interface PageOptions<P> {
  readonly props?: P;
  readonly models?: PageModels;
  readonly namespaces?: readonly string[];
}

/**
 * Builds routes whose page is its own chunk, rendered with fixed props (`game`, `category`, `mode`...). The page's
 * view models load beside the page, and are in the container before its first render. Its locale bundles start
 * loading at the same time (in the locale of the address the browser shows, which is the page's own on the first
 * load), so its text does not wait for the guards and then for the network.
 */
export function pageRoutes(installModels: InstallModels, loadNamespaces: LoadNamespaces) {
  return function lazyPage<P extends object>(
    load: () => Promise<{ default: ComponentType<P> }>,
    options: PageOptions<P> = {},
  ): PageRoute {
    const { props, models, namespaces = [] } = options;
    const prepare = async () => {
      await Promise.all([
        models
          ? models().then(({ models, needs = [] }) =>
              Promise.all([...needs, models].map((one) => installModels(one))),
            )
          : undefined,
        namespaces.length > 0 ? loadNamespaces(namespaces) : undefined,
      ]);
    };
    return {
      lazy: async () => {
        // In the browser only: a server render has its bundles at hand, and no window.
        if (typeof window !== 'undefined') preloadBundles(window.location.pathname, namespaces);
        const [{ default: Page }] = await Promise.all([load(), prepare()]);
        if (!props) return { Component: Page as ComponentType };
        const WithProps = () => <Page {...props} />;
        return { Component: WithProps };
      },
      [PAGE_PREPARE]: prepare,
    };
  };
}
