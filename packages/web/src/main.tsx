// The app in the browser, loaded by boot.ts: the router on the same routes as the server, hydrating the server's page.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, LocaleBranches, type Shell } from './app/routes.tsx';
import { startLoadingRoutes } from './app/firstRoutes.ts';
import { logRecoverableError } from './app/recoverableErrors.ts';
import { preloadBundles, SHELL_NAMESPACES } from './i18n/bundles.ts';
import { readServerState } from './serverState.ts';
import { pageHydration } from './di/pageHydration.ts';
import { nextTask } from './components/idle.ts';
import { handOverEarlyClicks } from './earlyClicks.ts';
import './styles/global.css';

type Router = ReturnType<typeof createBrowserRouter>;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const initialPath = window.location.pathname;
// The shell's bundles come down beside the shell chunk instead of after it.
preloadBundles(initialPath, SHELL_NAMESPACES);
let router: Router | null = null;
const currentRouter = (): Router => {
  if (!router) throw new Error('the router is not created yet');
  return router;
};

let shell: Promise<Shell> | null = null;
const loadShell = (): Promise<Shell> =>
  (shell ??= import('./app/shell.tsx').then(({ startShell }) =>
    startShell({ initialPath, router: currentRouter, routes: () => routes }),
  ));
/** The whole tree, made with the router: it starts with the first page's branch and is given the others as needed. */
let routes: readonly RouteObject[] = [];

/** Resolves once the router has its first page: the guards passed, the page's chunk, models and text loaded. */
function firstPageReady(of: Router): Promise<void> {
  if (of.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = of.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The page's first Intl formatter loads the runtime's locale data: 50-120 ms on a phone, whichever formatter it is.
 * Made here, in a task of its own, it is not added to the render of whichever component formats a number first.
 */
async function loadLocaleData(): Promise<void> {
  await nextTask(window);
  try {
    new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  } catch {
    // A malformed lang: the formatters fall back to English on their own.
  }
  await nextTask(window);
}

/**
 * Creates the router and renders. The first page's route modules start loading in a task of their own (each import
 * inserts its chunks' preload links); creating the router, which ranks the routes of the page's locale and matches
 * the address, in the next.
 */
async function start(into: HTMLElement): Promise<void> {
  await nextTask(window);
  routes = appRoutes(loadShell);
  const branches = new LocaleBranches(routes);
  const initial = branches.initial(initialPath);
  startLoadingRoutes(initial, initialPath);
  await nextTask(window);
  const created = createBrowserRouter(initial, {
    patchRoutesOnNavigation: (args) => branches.discover(args),
  });
  router = created;
  const app = (
    <StrictMode>
      <RouterProvider router={created} />
    </StrictMode>
  );
  if (!readServerState(document)) {
    createRoot(into).render(app);
    return;
  }
  // The server's HTML stays on screen, never replaced by a loading sign, until the browser has the same page to
  // hydrate it with.
  await firstPageReady(created);
  await loadLocaleData();
  pageHydration.begin();
  // A tap on the server's page until now is played once the page is hydrated; from here React plays its own.
  handOverEarlyClicks(pageHydration.settled());
  startTransition(() => {
    hydrateRoot(into, app, { onRecoverableError: logRecoverableError });
  });
}

void start(root);
