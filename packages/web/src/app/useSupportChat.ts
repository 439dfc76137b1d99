import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router';
import { TOKENS } from '../di/tokens.ts';
import { useInjection } from '../di/useInjection.ts';

/**
 * The chat widget and the messaging analytics script (§1, §7, §9): loaded once the page is idle in the browser (never
 * on the server), the chat told the route after each navigation and the player's id and locale once logged in.
 */
export function useSupportChat(): void {
  const chat = useInjection(TOKENS.SupportChat);
  const messaging = useInjection(TOKENS.MessagingScript);
  const sync = useInjection(TOKENS.SyncSupportChat);
  const session = useInjection(TOKENS.SessionStore);
  const locales = useInjection(TOKENS.LocaleStore);
  const location = useLocation();

  useEffect(() => {
    chat.start();
    messaging.start();
    const stop = reaction(
      () => {
        const id = session.user?.id;
        return id === undefined ? null : `${id}|${locales.locale}`;
      },
      () => {
        const id = session.user?.id;
        sync.playerChanged(id === undefined ? null : { id, locale: locales.locale });
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      sync.stop();
    };
  }, [chat, messaging, sync, session, locales]);

  useEffect(() => sync.routeChanged(location.pathname), [sync, location.pathname]);
}
