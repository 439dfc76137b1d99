import type { DomainError } from '../domain/errors.ts';
import { applyUserLocale, type Locale } from '../domain/locale.ts';
import { ok, type Result } from '../domain/result.ts';
import { operatorTarget, type UrlPolicy } from '../domain/safeUrl.ts';
import { needsLocaleSaved } from '../domain/session.ts';
import type { ProfileSettings, User } from '../domain/user.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { LoginAnswer } from '../ports/AuthApi.ts';
import type { Logger } from '../ports/Logger.ts';
import type { Environment, Navigation } from '../ports/Navigation.ts';
import type { ProfileApi } from '../ports/ProfileApi.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { AttachAttribution } from './AttachAttribution.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface StartSessionDeps {
  readonly session: Pick<SessionState, 'epoch' | 'isCurrent' | 'setToken' | 'setUser' | 'setSsoLink'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly profileApi: Pick<ProfileApi, 'updateSettings'>;
  readonly analytics: Pick<Analytics, 'identify'>;
  readonly attachAttribution: Pick<AttachAttribution, 'execute'>;
  readonly logger: Pick<Logger, 'warn'>;
  readonly urlPolicy: UrlPolicy;
  readonly navigation: Pick<Navigation, 'showLocale'>;
  readonly environment: Pick<Environment, 'timeZone'>;
}

/**
 * What every way in (login, registration, social login) shares once the server has answered a token (§4): the token
 * stored, the SSO link kept when it is safe, the profile loaded, the interface locale saved to a profile that has none
 * or the saved one shown (§5),
 * the analytics person identified and the attribution attached (§7).
 */
export class StartSession {
  readonly #deps: StartSessionDeps;

  constructor(deps: StartSessionDeps) {
    this.#deps = deps;
  }

  async execute(answer: LoginAnswer, interfaceLocale: Locale): Promise<Result<User, DomainError>> {
    const { session, loadProfile, analytics, attachAttribution } = this.#deps;
    session.setToken(answer.token);
    const sso = operatorTarget(answer.sso, this.#deps.urlPolicy);
    if (sso?.kind === 'external') session.setSsoLink(sso.url);
    const epoch = session.epoch;
    const profile = await loadProfile.execute();
    if (!profile.ok) return profile;
    const user = await this.#withDefaults(profile.value, interfaceLocale, epoch);
    // Logged out while the locale was being saved: this session is over, nobody is identified or attached.
    if (!session.isCurrent(epoch)) return { ok: false, error: { kind: 'unauthorised' } };
    // The player's saved locale is the interface's from now on (§5): if supported, else en.
    const saved = applyUserLocale(user.locale);
    if (saved !== interfaceLocale) this.#deps.navigation.showLocale(saved);
    analytics.identify(user.id);
    await attachAttribution.execute();
    return ok(user);
  }

  /**
   * A profile without a locale gets the interface's (§4); one without a time zone (a new account) gets the browser's,
   * not UTC: both in one save.
   */
  async #withDefaults(user: User, interfaceLocale: Locale, epoch: number): Promise<User> {
    const timeZone = this.#deps.environment.timeZone ?? null;
    const settings: ProfileSettings = {
      ...(needsLocaleSaved(user) && { locale: interfaceLocale }),
      ...((user.timezone ?? '').trim() === '' && timeZone !== null && { timezone: timeZone }),
    };
    if (Object.keys(settings).length === 0) return user;
    const saved = await this.#deps.profileApi.updateSettings(settings);
    if (!saved.ok) {
      this.#deps.logger.warn('saving the interface locale and time zone to the profile failed', saved.error);
      return user;
    }
    const updated = { ...user, ...settings };
    if (this.#deps.session.isCurrent(epoch)) this.#deps.session.setUser(updated);
    return updated;
  }
}
