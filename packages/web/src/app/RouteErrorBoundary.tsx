import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLocalePath } from '@casino/core';
import NotFoundPage from '../pages/not-found/NotFoundPage.tsx';

/**
 * A route that failed: a 404 answer shows the 404 page in place; anything else is logged and the player is sent to
 * /error with its code (§8: mount errors logged, fatal errors go to /error). An error on /error itself shows a
 * plain message, so a broken error page cannot loop.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors', { useSuspense: false });
  const { pathname } = useLocation();
  const { locale, rest } = splitLocalePath(pathname);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  console.error('Route error', error);
  if (rest === '/error') {
    return (
      <p role="alert" className="route-error">
        {t('page.title')}
      </p>
    );
  }
  const code = isRouteErrorResponse(error) ? error.status : 500;
  return <Navigate to={localizedPath(locale, `/error?errorCode=${code}`)} replace />;
}
