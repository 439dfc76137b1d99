/**
 * Errors are values the UI can show. Adapters map transport failures to these; view models decide what the
 * player sees (a translated notification, a redirect).
 */
export type DomainError =
  /** No answer: 'Network Error', 'Request aborted', 'timeout of N ms exceeded', 'Unsupported protocol' (§8). */
  | { readonly kind: 'network'; readonly message: string }
  /** 401 that refreshing the session could not cure. */
  | { readonly kind: 'unauthorised' }
  /** 422 with a field to messages map (§5). */
  | { readonly kind: 'validation'; readonly fields: Readonly<Record<string, readonly string[]>> }
  /** 403 with an error field (§8): shown as profile.error.{error}. */
  | { readonly kind: 'forbidden'; readonly error: string }
  /** balance_not_enough (§8). */
  | { readonly kind: 'insufficientBalance' }
  /** Geo 451 (§6). */
  | { readonly kind: 'regionBlocked' }
  | { readonly kind: 'notFound' }
  /** The server answered, but not in the contract's shape. */
  | { readonly kind: 'malformedResponse'; readonly detail: string }
  /** Any other 4xx/5xx: message key plus params when the server gave them (§8). */
  | {
      readonly kind: 'server';
      readonly status: number;
      readonly messageKey?: string;
      readonly params?: Readonly<Record<string, string | number>>;
      /** An `error` field of the answer body, e.g. for the settings answer (§8). */
      readonly error?: string;
    };

/**
 * A failure that says nothing lasting about the site or the visitor (the network, a 5xx, a malformed answer): worth
 * asking again, never kept as the answer.
 */
export function isTransientError(error: DomainError): boolean {
  return error.kind === 'network' || error.kind === 'malformedResponse' || error.kind === 'server';
}
