import { isCrawler } from '../domain/crawler.ts';
import { hasNoSsoFlag } from '../domain/queryFlags.ts';
import { operatorTarget, type UrlPolicy } from '../domain/safeUrl.ts';
import { isPlausibleToken } from '../domain/session.ts';
import { singleSignOnDecision, type SsoDecision } from '../domain/sso.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Environment, Navigation } from '../ports/Navigation.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { StartupLookups } from './StartupLookups.ts';

/** The value the ssoRedirected cookie holds while the browser is away at the SSO site. */
export const SSO_REDIRECTED_VALUE = '1';

export interface StartSingleSignOnDeps {
  readonly lookups: Pick<StartupLookups, 'mirror'>;
  readonly session: Pick<SessionState, 'isLoggedIn' | 'setSsoLink'>;
  readonly cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>;
  readonly navigation: Pick<Navigation, 'current' | 'reload'>;
  readonly environment: Pick<Environment, 'isDevelopment' | 'userAgent'>;
  readonly urlPolicy: UrlPolicy;
}

/**
 * Single sign-on at start (§4): with an sso address in the mirror answer, no token, no no_sso flag, no ssoRedirected
 * cookie and outside development, the cookie is set and the browser sent to the sso address; otherwise the cookie is
 * cleared and the interface shown. Crawlers skip it. A safe sso address is also kept as the session's SSO link.
 * Resolves the decision, so the app knows whether to render.
 */
export class StartSingleSignOn {
  readonly #deps: StartSingleSignOnDeps;

  constructor(deps: StartSingleSignOnDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<SsoDecision> {
    const { session, cookies, navigation, environment, urlPolicy } = this.#deps;
    const mirror = await this.#deps.lookups.mirror();
    const sso = mirror.ok ? mirror.value.sso : null;
    const safeSso = operatorTarget(sso, urlPolicy);
    if (safeSso?.kind === 'external') session.setSsoLink(safeSso.url);

    const decision = singleSignOnDecision(
      {
        sso,
        // A returning player's token is still only in its cookie: the session is restored after this decision.
        hasToken: session.isLoggedIn || isPlausibleToken(cookies.get('token')),
        noSsoFlag: hasNoSsoFlag(navigation.current().query),
        alreadyRedirected: cookies.get('ssoRedirected') !== null,
        isDevelopment: environment.isDevelopment,
        isCrawler: isCrawler(environment.userAgent),
      },
      urlPolicy,
    );
    if (decision.kind === 'redirect') {
      cookies.set('ssoRedirected', SSO_REDIRECTED_VALUE);
      navigation.reload(decision.url);
    } else if (decision.kind === 'showInterface') {
      cookies.remove('ssoRedirected');
    }
    return decision;
  }
}
