// The page's one entry script. A page the server rendered is already on screen: the app (React, the router, the
// shell) is fetched and run only after the browser has painted it, so no script competes with the first paint for the
// network or the main thread. The offline shell (index.html from the worker, nothing rendered) starts the app at once.
// Listens for the browser's one-time install offer before anything else loads (the app comes later).
import './pwa/installPromptCapture.ts';
import { readServerState } from './serverState.ts';
import { noteEarlyClicks } from './earlyClicks.ts';
import { applyBrandFonts } from './brandFonts.ts';
import { localeBundleMap, localeHint } from './i18n/localeBundleMaps.ts';

/** A later task: the browser handles input and paints between two steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries, then the shell, then the app: fetched side by side from the first import on (the build gives the
 * entry's imports preload links for these chunks), each module graph evaluated in a task of its own. Evaluated
 * together they held the main thread for one task of 45 ms, about 180 ms on a phone (issue 15).
 */
const start = async (): Promise<void> => {
  // The map of the locale's bundles comes down beside the libraries, so the app finds it loaded when it asks for the
  // shell's texts (i18n/localeBundleMaps.ts).
  localeBundleMap(localeHint(window.location.pathname)).catch(() => undefined);
  await import('react-dom/client');
  await nextTask();
  await import('./app/shell.tsx');
  await nextTask();
  await import('./main.tsx');
};

/**
 * The brand's web fonts (their stylesheet is `media="print"` in the head: build/brandBundle.ts), brought in once the
 * first frame is painted in the fonts' metric-matched fallbacks, in one layout (`applyBrandFonts`).
 */
const brandFonts = () => void applyBrandFonts(document);

// A tap on the server's page is noted from now on, and played once the app has hydrated it (earlyClicks.ts).
const serverRendered = readServerState(document) !== null;
if (serverRendered) noteEarlyClicks(document);

if (serverRendered && document.visibilityState === 'visible') {
  // The next frame carries the server's page; the fonts and the app start in the task after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      brandFonts();
      void start();
    }, 0),
  );
} else {
  brandFonts();
  void start();
}
