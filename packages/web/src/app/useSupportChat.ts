import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useLocation } from 'react-router';
import { TOKENS } from '../di/tokens.ts';
import { useEffectServices } from '../di/useInjection.ts';

/**
 * The chat widget and the messaging analytics script (§1, §7, §9): loaded once the page is idle in the browser (never
 * on the server), the chat told the route after each navigation and the player's id and locale once logged in. Its
 * services are asked for in the effects: a server render, which runs none, does not make them.
 */
export function useSupportChat(): void {
  const services = useEffectServices();
  const location = useLocation();

  useEffect(() => {
    const chat = services.get(TOKENS.SupportChat);
    const messaging = services.get(TOKENS.MessagingScript);
    const sync = services.get(TOKENS.SyncSupportChat);
    const session = services.get(TOKENS.SessionStore);
    const locales = services.get(TOKENS.LocaleStore);
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
  }, [services]);

  useEffect(
    () => services.get(TOKENS.SyncSupportChat).routeChanged(location.pathname),
    [services, location.pathname],
  );
}
