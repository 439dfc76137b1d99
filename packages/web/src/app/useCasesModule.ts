import { createUseCases, USE_CASE_NAMES, type UseCasePorts } from '@casino/core';
import { APP_TOKENS } from './appTokens.ts';
import { bindFields, bindings, lazyRecord } from './binding.ts';
import type { Token, TokensOf } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

/** Which bound service each port of the core's use cases is. */
const PORTS = {
  authApi: TOKENS.AuthApi,
  profileApi: TOKENS.ProfileApi,
  attributionApi: TOKENS.AttributionApi,
  bonusApi: TOKENS.BonusApi,
  billingApi: TOKENS.BillingApi,
  mirrorApi: TOKENS.MirrorApi,
  geoApi: TOKENS.GeoApi,
  siteSettingsApi: TOKENS.SiteSettingsApi,
  cookies: TOKENS.CookieJar,
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  navigation: TOKENS.Navigation,
  environment: TOKENS.Environment,
  clock: TOKENS.Clock,
  analytics: TOKENS.Analytics,
  captcha: TOKENS.Captcha,
  fingerprint: TOKENS.Fingerprint,
  popup: TOKENS.Popup,
  logger: TOKENS.Logger,
  sessionChannel: TOKENS.SessionChannel,
  refreshLocks: TOKENS.RefreshLocks,
  gamesApi: TOKENS.GamesApi,
  randomness: TOKENS.Randomness,
  moneyApi: TOKENS.MoneyApi,
  supportChat: TOKENS.SupportChat,
} satisfies Omit<TokensOf<UseCasePorts>, 'urlPolicy' | 'restrictedGamesHost' | 'startupAnswers'>;

/**
 * The core's use cases, wired once by the core's `createUseCases`, over the ports bound in portsModule. A port is
 * resolved when the first use case that needs it is made, as if each were bound on its own.
 */
export function useCasesModule(get: <T>(token: Token<T>) => T) {
  return bindings((bind) => {
    bind.service(
      APP_TOKENS.UseCases,
      { config: APP_TOKENS.AppConfig, startupAnswers: APP_TOKENS.StartupAnswers },
      ({ config, startupAnswers }) =>
        createUseCases(
          lazyRecord(get, PORTS, {
            urlPolicy: config.urlPolicy,
            restrictedGamesHost: config.restrictedGamesHost,
            startupAnswers,
          }),
        ),
    );
  });
}

/**
 * Each use case bound to the token its name gives (`logIn` to `TOKENS.LogIn`): the field of the container's
 * `UseCases`. `'eachGet'` for a parent container shared by the server's requests (`requestParent`), whose fields are
 * each request's own.
 */
export function useCaseFieldsModule(lifetime: 'kept' | 'eachGet') {
  return bindings((bind) => bindFields(bind, APP_TOKENS.UseCases, USE_CASE_NAMES, lifetime));
}
