/**
 * React's handler for an error it recovered from, such as a hydration mismatch it mends by rendering that part again in
 * the browser. React's default reports it as an uncaught window `error` event, which `installGlobalErrorHandlers` takes
 * as fatal: a new player was sent to the error page over a page React had already mended (issue 38, a cold visit under
 * load). It is logged instead, so the browser tests, which fail on console errors, still see every mismatch.
 */
export function logRecoverableError(
  error: unknown,
  info: { readonly componentStack?: string | undefined },
  log: (...parts: unknown[]) => void = console.error,
): void {
  log('Recovered from an error while rendering', error, info.componentStack ?? '');
}
