/** What one tab tells the others of its session: a player logged in here, or the session here ended. */
export type SessionEvent = 'loggedIn' | 'loggedOut';

/** The other open tabs of this site in this browser, which share the session's cookies (§4). */
export interface SessionChannel {
  announce(event: SessionEvent): void;
  /** Calls `listener` for each event another tab announces; returns the unsubscribe. */
  listen(listener: (event: SessionEvent) => void): () => void;
}
