import { registrationTracking } from '../domain/attribution.ts';
import type { CookieName } from '../domain/cookies.ts';
import type { DomainError } from '../domain/errors.ts';
import type { Locale } from '../domain/locale.ts';
import type { ModalName } from '../domain/modals.ts';
import { err, type Result } from '../domain/result.ts';
import { safeTarget, type UrlPolicy } from '../domain/safeUrl.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { User } from '../domain/user.ts';
import type { AuthApi } from '../ports/AuthApi.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Fingerprint } from '../ports/Fingerprint.ts';
import type { Modals } from '../ports/Modals.ts';
import type { Popup } from '../ports/Popup.ts';
import type { CompleteRegistration } from './CompleteRegistration.ts';
import type { DepositPrompt } from './DepositPrompt.ts';
import { joinVipClub, type JoinVipClubDeps } from './joinVipClub.ts';
import type { StartSession } from './StartSession.ts';

export interface SocialLogInRequest {
  readonly provider: string;
  /**
   * Which modal started the flow. A registration always runs registration completion after the login (§4); a login
   * runs it too when the provider page says the consent created the account.
   */
  readonly mode: 'login' | 'register';
  /** The web app's origin, which the provider page posts the token back to. */
  readonly origin: string;
  readonly currency?: string;
  readonly promo?: string;
  readonly interfaceLocale: Locale;
  /** Login began from a VIP club request or on the VIP page: the join is requested once logged in (§6). */
  readonly joinVip?: boolean;
}

export type SocialLogInFailure =
  | DomainError
  /** The player closed the popup, or it answered no usable token. */
  | { readonly kind: 'popupClosed' }
  /** The server named a provider page off the allow-list: it is not opened. */
  | { readonly kind: 'unsafeProviderUrl' };

const AUTH_MODALS: readonly ModalName[] = ['Login', 'LoginByEmail', 'ConfirmByPhone', 'Register'];

export interface SocialLogInDeps {
  readonly authApi: Pick<AuthApi, 'socialLogin'>;
  readonly popup: Pick<Popup, 'waitForToken'>;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly fingerprint: Pick<Fingerprint, 'get' | 'encrypted'>;
  readonly startSession: Pick<StartSession, 'execute'>;
  readonly completeRegistration: Pick<CompleteRegistration, 'execute'>;
  readonly depositPrompt: Pick<DepositPrompt, 'afterLogin'>;
  readonly modals: Pick<Modals, 'current' | 'close'>;
  readonly urlPolicy: UrlPolicy;
  readonly profileApi: JoinVipClubDeps['profileApi'];
  readonly logger: JoinVipClubDeps['logger'];
}

/**
 * Social login (§4): the provider page opens in a popup and the flow waits for the token it posts back. On success the
 * player is logged in, the login or registration modal closes and, for a registration, registration completion runs.
 * A registration is either a flow started from the registration modal, or one whose consent created the account: a
 * player who chose "Log in with Google" and got a new account is a new player all the same.
 */
export class SocialLogIn {
  readonly #deps: SocialLogInDeps;

  constructor(deps: SocialLogInDeps) {
    this.#deps = deps;
  }

  async execute(request: SocialLogInRequest): Promise<Result<User, SocialLogInFailure>> {
    const page = await this.#providerPage(request);
    if (!page.ok) return page;
    const consent = await this.#deps.popup.waitForToken(page.value).catch(() => null);
    if (consent === null || !isPlausibleToken(consent.token)) return err({ kind: 'popupClosed' });

    const session = await this.#deps.startSession.execute(
      { token: consent.token, sso: null },
      request.interfaceLocale,
    );
    if (!session.ok) return session;
    if (request.joinVip === true) await joinVipClub(this.#deps);
    const shown = this.#deps.modals.current();
    if (shown !== null && AUTH_MODALS.includes(shown)) this.#deps.modals.close(shown);
    const registration = request.mode === 'register' || consent.registered;
    if (registration) return this.#deps.completeRegistration.execute();
    this.#deps.depositPrompt.afterLogin(session.value);
    return session;
  }

  async #providerPage(request: SocialLogInRequest): Promise<Result<string, SocialLogInFailure>> {
    const { cookies } = this.#deps;
    const sealed = await this.#deps.fingerprint.encrypted().catch(() => null);
    // Encrypted when the site has a key (§7), as at registration: then the plain fingerprint does not travel at all.
    const fingerprint = sealed === null ? await this.#deps.fingerprint.get().catch(() => null) : null;
    const { promo, ...tracking } = registrationTracking(
      (name: CookieName) => cookies.get(name),
      fingerprint,
      request.promo ?? null,
    );
    const answer = await this.#deps.authApi.socialLogin({
      provider: request.provider,
      origin: request.origin,
      tracking,
      ...(sealed !== null && { fppEncrypted: sealed }),
      ...(promo !== undefined && { promo }),
      ...(request.currency !== undefined && { currency: request.currency }),
    });
    if (!answer.ok) return answer;
    const target = safeTarget(answer.value.url, this.#deps.urlPolicy);
    return target?.kind === 'external' ? { ok: true, value: target.url } : err({ kind: 'unsafeProviderUrl' });
  }
}
