// The app in the browser, loaded by boot.ts: the router on the same routes as the server, hydrating the server's page.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, type Shell } from './app/routes.tsx';
import { preloadBundles, SHELL_NAMESPACES } from './i18n/bundles.ts';
import { readServerState } from './serverState.ts';
import { pageHydration } from './di/pageHydration.ts';
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
    startShell({ initialPath, router: currentRouter }),
  ));

router = createBrowserRouter(appRoutes(loadShell));
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

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

if (readServerState(document)) {
  // The server's HTML stays on screen, never replaced by a loading sign, until the browser has the same page to
  // hydrate it with.
  void firstPageReady(router).then(() => {
    pageHydration.begin();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  createRoot(root).render(app);
}
