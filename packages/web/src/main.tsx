// Listens for the browser's one-time install offer before anything else loads (the shell is lazy).
import './pwa/installPromptCapture.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, type Shell } from './app/routes.tsx';
import { preloadBundles, SHELL_NAMESPACES } from './i18n/bundles.ts';
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

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
