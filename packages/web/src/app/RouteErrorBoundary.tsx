import { useEffect } from 'react';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLocalePath } from '@casino/core';
import NotFoundPage from '../pages/not-found/NotFoundPage.tsx';
import { pageHydration } from '../di/pageHydration.ts';

/**
 * Hands a thrown error on to the browser as uncaught (§8: mount errors logged and rethrown), after React has caught
 * it: `reportError` reaches `window.onerror` and error monitoring exactly as a throw would, without unmounting the
 * page that shows the player what happened.
 */
const rethrown = new WeakSet<object>();

function rethrow(error: unknown): void {
  // Strict mode runs effects twice; one error is reported once.
  if (typeof error === 'object' && error !== null) {
    if (rethrown.has(error)) return;
    rethrown.add(error);
  }
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/**
 * A route that failed: a 404 answer shows the 404 page in place; anything else is logged and the player is sent to
 * /error with its code (§8: mount errors logged and rethrown, fatal errors go to /error). An exception (not an answer
 * a loader gave) is rethrown once shown. An error on /error itself shows a plain message, so a broken error page
 * cannot loop.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors', { useSuspense: false });
  const { pathname } = useLocation();
  const { locale, rest } = splitLocalePath(pathname);
  const isAnswer = isRouteErrorResponse(error);

  useEffect(() => {
    // A failed page is hydrated too: navigations waiting for the page go on.
    pageHydration.end();
    if (isAnswer) return;
    console.error('Route error', error);
    rethrow(error);
  }, [error, isAnswer]);

  if (isAnswer && error.status === 404) return <NotFoundPage />;
  if (isAnswer) console.error('Route error', error);
  if (rest === '/error') {
    return (
      <p role="alert" className="route-error">
        {t('page.title')}
      </p>
    );
  }
  const code = isAnswer ? error.status : 500;
  return <Navigate to={localizedPath(locale, `/error?errorCode=${code}`)} replace />;
}
