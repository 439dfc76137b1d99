import { reaction } from 'mobx';
import type { ShareSessionAcrossTabs } from '@casino/core';
import type { SessionStore } from './SessionStore.ts';

/**
 * Keeps this tab and the site's other open tabs on one player (§4): listens to them, and tells them which player is
 * logged in here whenever that becomes known (a login, a restored or simple-auth session). A logout is told by the
 * core's LogOut itself, so a failed profile call here does not log out every tab. Returns the stop.
 */
export function shareSessionAcrossTabs(
  sharing: Pick<ShareSessionAcrossTabs, 'start' | 'announce'>,
  session: Pick<SessionStore, 'user'>,
): () => void {
  const stopListening = sharing.start();
  const stopTelling = reaction(
    () => session.user?.id ?? null,
    (userId) => {
      if (userId !== null) sharing.announce({ kind: 'loggedIn', userId });
    },
  );
  return () => {
    stopListening();
    stopTelling();
  };
}
