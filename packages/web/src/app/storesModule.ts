import { splitLocalePath } from '@casino/core';
import { bindings } from './binding.ts';
import { TOKENS } from '../di/tokens.ts';
import { NotificationStore } from '../components/notifications/NotificationStore.ts';
import { LocaleStore } from '../i18n/LocaleStore.ts';
import { ModalStore } from '../modals/ModalStore.ts';
import { PlaySession } from '../session/PlaySession.ts';
import { FeatureFlagsStore } from '../session/FeatureFlagsStore.ts';
import { RegionStore } from '../session/RegionStore.ts';
import { SessionStore } from '../session/SessionStore.ts';

/** The live state every page observes: one instance each. */
export function storesModule(initialPath: string) {
  return bindings((bind) => {
    bind.service(
      TOKENS.SessionStore,
      { cookies: TOKENS.CookieJar },
      ({ cookies }) => new SessionStore(cookies),
    );
    bind.service(TOKENS.LocaleStore, {}, () => new LocaleStore(splitLocalePath(initialPath).locale));
    bind.service(
      TOKENS.ModalStore,
      { session: TOKENS.SessionStore },
      ({ session }) => new ModalStore(() => session.epoch),
    );
    bind.service(TOKENS.RegionStore, {}, () => new RegionStore());
    bind.service(
      TOKENS.FeatureFlags,
      { analytics: TOKENS.Analytics },
      ({ analytics }) => new FeatureFlagsStore(analytics),
    );
    bind.service(
      TOKENS.PlaySession,
      {
        clock: TOKENS.Clock,
        store: TOKENS.KeyValueStore,
        session: TOKENS.SessionStore,
        navigation: TOKENS.Navigation,
      },
      (deps) => new PlaySession(deps),
    );
    bind.service(TOKENS.Notifier, { clock: TOKENS.Clock }, ({ clock }) => new NotificationStore(clock));
  });
}
