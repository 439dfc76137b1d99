import { localizedPath, splitLocalePath } from '@casino/core';

export interface ErrorRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

/**
 * Fatal and unhandled errors go to /error (§2, §8): an uncaught exception or an unhandled promise rejection is logged
 * and the player lands on the error page in their locale. Already on /error, nothing more is done, so it cannot loop.
 */
export function installGlobalErrorHandlers(target: Window, router: () => ErrorRouter): () => void {
  const toErrorPage = (detail: unknown) => {
    console.error('Unhandled error', detail);
    const { locale, rest } = splitLocalePath(router().state.location.pathname);
    if (rest === '/error') return;
    void router().navigate(localizedPath(locale, '/error?errorCode=500'), { replace: true });
  };
  const onRejection = (event: PromiseRejectionEvent) => toErrorPage(event.reason);
  const onError = (event: ErrorEvent) => toErrorPage(event.error ?? event.message);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
