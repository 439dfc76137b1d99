import { reaction } from 'mobx';
import type { ShareSessionAcrossTabs } from '@casino/core';
import type { SessionStore } from './SessionStore.ts';

/**
 * Keeps this tab and the site's other open tabs on one player (§4): listens to them, and tells them whenever a player
 * logs in or the session ends here. Returns the stop.
 */
export function shareSessionAcrossTabs(
  sharing: Pick<ShareSessionAcrossTabs, 'start' | 'announce'>,
  session: Pick<SessionStore, 'isLoggedIn'>,
): () => void {
  const stopListening = sharing.start();
  const stopTelling = reaction(
    () => session.isLoggedIn,
    (loggedIn) => sharing.announce(loggedIn ? 'loggedIn' : 'loggedOut'),
  );
  return () => {
    stopListening();
    stopTelling();
  };
}
