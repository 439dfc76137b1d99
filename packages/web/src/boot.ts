// The page's one entry script. A page the server rendered is already on screen: the app (React, the router, the
// shell) is fetched and run only after the browser has painted it, so no script competes with the first paint for the
// network or the main thread. The offline shell (index.html from the worker, nothing rendered) starts the app at once.
// Listens for the browser's one-time install offer before anything else loads (the app comes later).
import './pwa/installPromptCapture.ts';
import { readServerState } from './serverState.ts';

const start = (): void => {
  // Fetched side by side: the shell would otherwise be asked for only once main.tsx has run.
  void import('./app/shell.tsx');
  void import('./main.tsx');
};

if (readServerState(document) && document.visibilityState === 'visible') {
  // The next frame carries the server's page; the app starts in the task after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
