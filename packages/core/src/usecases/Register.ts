import { registrationTracking } from '../domain/attribution.ts';
import type { CookieName } from '../domain/cookies.ts';
import type { DomainError } from '../domain/errors.ts';
import type { Locale } from '../domain/locale.ts';
import { ok, type Result } from '../domain/result.ts';
import {
  PROMOCODE_ERROR_EVENT,
  REGISTRATION_FAILED_EVENT,
  failureText,
  promoFailureText,
} from '../domain/session.ts';
import type { User } from '../domain/user.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { ApiResult, AuthApi, LoginAnswer } from '../ports/AuthApi.ts';
import type { Captcha } from '../ports/Captcha.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Fingerprint } from '../ports/Fingerprint.ts';
import type { CompleteRegistration } from './CompleteRegistration.ts';
import type { StartSession } from './StartSession.ts';

/** The registration form (§7): by email or by phone; the promo code is optional. */
export type RegistrationForm =
  | {
      readonly method: 'email';
      readonly email: string;
      readonly password: string;
      readonly currency: string;
      readonly promo?: string;
    }
  | {
      readonly method: 'phone';
      readonly phone: string;
      readonly password: string;
      readonly currency: string;
      readonly promo?: string;
    };

export const REGISTER_CAPTCHA_ACTION = 'register';

/** The contact a new account was registered with, while the code the API sent to it at signup is not yet typed. */
export interface ContactAwaitingCode {
  readonly channel: 'email' | 'phone';
  readonly contact: string;
}

/** A registration that went through: the player, and the contact whose signup code the modal asks for next. */
export interface Registered {
  readonly user: User;
  readonly awaitingCode: ContactAwaitingCode | null;
}

/** The registration's own contact when it is not verified yet (§7: a code went to it at signup), else null. */
export function contactAwaitingCode(
  user: User,
  method: RegistrationForm['method'],
): ContactAwaitingCode | null {
  if (method === 'email')
    return user.email && !user.isEmailVerified ? { channel: 'email', contact: user.email } : null;
  return user.phone && !user.isPhoneVerified ? { channel: 'phone', contact: user.phone } : null;
}

export interface RegisterDeps {
  readonly authApi: Pick<AuthApi, 'registerByEmail' | 'registerByPhone'>;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly fingerprint: Pick<Fingerprint, 'get' | 'encrypted'>;
  readonly captcha: Pick<Captcha, 'token'>;
  readonly startSession: Pick<StartSession, 'execute'>;
  readonly completeRegistration: Pick<CompleteRegistration, 'execute'>;
  readonly analytics: Pick<Analytics, 'capture'>;
}

/**
 * Registration (§4, §7): the form sent with fpp, partner, adplace, stag and promo from the fingerprint and cookies;
 * on success the session starts and registration completion runs; while the new contact awaits its signup code, the
 * completion holds its deposit offer for the modal to release once that step ends. A failure sends the analytics event with its joined
 * error text, and a promo code error also promocode_error (§8).
 */
export class Register {
  readonly #deps: RegisterDeps;

  constructor(deps: RegisterDeps) {
    this.#deps = deps;
  }

  async execute(form: RegistrationForm, interfaceLocale: Locale): Promise<Result<Registered, DomainError>> {
    const answer = await this.#callRegister(form);
    if (!answer.ok) {
      this.#reportFailure(answer.error);
      return answer;
    }
    const session = await this.#deps.startSession.execute(answer.value, interfaceLocale);
    if (!session.ok) return session;
    const awaitingCode = contactAwaitingCode(session.value, form.method);
    const user = await this.#deps.completeRegistration.execute({ holdDepositOffer: awaitingCode !== null });
    return user.ok ? ok({ user: user.value, awaitingCode }) : user;
  }

  async #callRegister(form: RegistrationForm): ApiResult<LoginAnswer> {
    const { authApi, cookies, captcha } = this.#deps;
    const sealed = await this.#deps.fingerprint.encrypted().catch(() => null);
    // Encrypted when the site has a key (§7): then the plain fingerprint does not travel at all.
    const fingerprint = sealed === null ? await this.#deps.fingerprint.get().catch(() => null) : null;
    const tracking = {
      ...registrationTracking((name: CookieName) => cookies.get(name), fingerprint, form.promo ?? null),
      ...(sealed !== null && { fppEncrypted: sealed }),
    };
    const token = (await captcha.token(REGISTER_CAPTCHA_ACTION)) ?? undefined;
    const common = {
      password: form.password,
      currency: form.currency,
      ...tracking,
      ...(token && { captcha: token }),
    };
    return form.method === 'email'
      ? authApi.registerByEmail({ email: form.email, ...common })
      : authApi.registerByPhone({ phone: form.phone, ...common });
  }

  #reportFailure(error: DomainError): void {
    this.#deps.analytics.capture(REGISTRATION_FAILED_EVENT, { error: failureText(error) });
    const promoError = promoFailureText(error);
    if (promoError !== null) this.#deps.analytics.capture(PROMOCODE_ERROR_EVENT, { error: promoError });
  }
}
