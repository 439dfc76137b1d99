import { AsyncLocalStorage } from 'node:async_hooks';
import { createContext, useContext, type ComponentType } from 'react';
import {
  createStaticHandler,
  type LoaderFunctionArgs,
  type RouteObject,
  type StaticHandler,
} from 'react-router';
import type { Locale } from '@casino/core';
import { PAGE_PREPARE } from '../lazyPage.tsx';
import { appRoutes, type Shell } from '../routes.tsx';

/** What the shared route tree finds of the request it serves: its shell, and the root component over its container. */
export interface RequestShell {
  readonly shell: Shell;
  readonly Root: ComponentType;
}

const current = new AsyncLocalStorage<RequestShell>();

function currentShell(): RequestShell {
  const request = current.getStore();
  if (!request) throw new Error('a server route ran outside the request it serves');
  return request;
}

/** The root component of the request being rendered (each render provides its own: `ServerRootProvider`). */
const RootOfRequest = createContext<ComponentType | null>(null);
export const ServerRootProvider = RootOfRequest.Provider;

function ServerRoot() {
  const Root = useContext(RootOfRequest);
  if (!Root) throw new Error('a server render without its root');
  return <Root />;
}

/**
 * The route tree as the server shares it: the root route's component and loader are the request's (the browser's tree
 * brings them lazily, which a shared tree would resolve once, for whichever request came first), and each page route
 * prepares its view models and namespaces for every request, not only the first (`PAGE_PREPARE`).
 */
function shared(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && shared(route.children);
    const withChildren = { ...route, ...(children && { children }) } as RouteObject;
    if (route.id === 'root') {
      return {
        ...withChildren,
        lazy: undefined,
        Component: ServerRoot,
        loader: (args: LoaderFunctionArgs) => {
          const { loader } = currentShell().shell.route;
          return typeof loader === 'function' ? loader(args) : null;
        },
      } as RouteObject;
    }
    const prepare = (route as { [PAGE_PREPARE]?: () => Promise<void> })[PAGE_PREPARE];
    if (!prepare) return withChildren;
    const own = route.loader;
    return {
      ...withChildren,
      loader: async (args: LoaderFunctionArgs) => {
        await prepare();
        return typeof own === 'function' ? own(args) : null;
      },
    } as RouteObject;
  });
}

/**
 * The server's route trees (issue 35, item 4): one per locale for the life of the process, each with its handler,
 * which ranks the routes once (building and ranking them was a tenth of a page's CPU). Nothing of a request is in
 * them: what the routes' middleware, loaders and pages reach of a request (its container, i18n, cookies) is the shell
 * that request runs them with (`run`), and the root component it renders with (`ServerRootProvider`).
 */
export class ServerRoutes {
  readonly #trees = new Map<Locale, { readonly routes: RouteObject[]; readonly handler: StaticHandler }>();

  /** The tree and handler of `locale`'s branch (an address matches only its own locale's). */
  of(locale: Locale): { readonly routes: readonly RouteObject[]; readonly handler: StaticHandler } {
    let tree = this.#trees.get(locale);
    if (!tree) {
      const routes = shared(appRoutes(() => Promise.resolve(currentShell().shell), locale));
      tree = { routes, handler: createStaticHandler(routes) };
      this.#trees.set(locale, tree);
    }
    return tree;
  }

  /** Runs `work` (the handler's query) as the request of `request`: every route it runs finds that request's shell. */
  run<T>(request: RequestShell, work: () => Promise<T>): Promise<T> {
    return current.run(request, work);
  }
}
