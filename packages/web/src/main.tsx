import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readAppConfig } from './app/appConfig.ts';
import { appRoutes } from './app/routes.tsx';
import './styles/global.css';

type Router = ReturnType<typeof createBrowserRouter>;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readAppConfig(import.meta.env, window.location);
const initialPath = window.location.pathname;
let router: Router | null = null;
const currentRouter = (): Router => {
  if (!router) throw new Error('the router is not created yet');
  return router;
};

router = createBrowserRouter(
  appRoutes(async () =>
    (await import('./app/shell.tsx')).startShell({ config, initialPath, router: currentRouter }),
  ),
);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
