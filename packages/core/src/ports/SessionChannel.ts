/**
 * What one tab tells the others of its session: a player (by id) is logged in here, or the player logged out here.
 */
export type SessionEvent =
  { readonly kind: 'loggedIn'; readonly userId: string } | { readonly kind: 'loggedOut' };

/** The other open tabs of this site in this browser, which share the session's cookies (§4). */
export interface SessionChannel {
  announce(event: SessionEvent): void;
  /** Calls `listener` for each event another tab announces; returns the unsubscribe. */
  listen(listener: (event: SessionEvent) => void): () => void;
}
