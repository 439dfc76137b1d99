import { ContainerModule } from 'inversify';
import { splitLocalePath, type Clock, type CookieJar } from '@casino/core';
import { TYPES } from './tokens.ts';
import { NotificationStore } from '../components/notifications/NotificationStore.ts';
import { LocaleStore } from '../i18n/LocaleStore.ts';
import { ModalStore } from '../modals/ModalStore.ts';
import { RegionStore } from '../session/RegionStore.ts';
import { SessionStore } from '../session/SessionStore.ts';

/** The live state every page observes: one instance each. */
export function storesModule(initialPath: string) {
  return new ContainerModule(({ bind }) => {
    bind(TYPES.SessionStore).toResolvedValue(
      (cookies: CookieJar) => new SessionStore(cookies),
      [TYPES.CookieJar],
    );
    bind(TYPES.LocaleStore).toResolvedValue(() => new LocaleStore(splitLocalePath(initialPath).locale));
    bind(TYPES.ModalStore).toResolvedValue(
      (session: SessionStore) => new ModalStore(() => session.epoch),
      [TYPES.SessionStore],
    );
    bind(TYPES.RegionStore).toResolvedValue(() => new RegionStore());
    bind(TYPES.Notifier).toResolvedValue((clock: Clock) => new NotificationStore(clock), [TYPES.Clock]);
  });
}
