import type { DomainError } from '../domain/errors.ts';
import type { Locale } from '../domain/locale.ts';
import type { Result } from '../domain/result.ts';
import { LOGIN_FAILED_EVENT, failureText } from '../domain/session.ts';
import type { User } from '../domain/user.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { ApiResult, AuthApi, LoginAnswer } from '../ports/AuthApi.ts';
import type { Captcha } from '../ports/Captcha.ts';
import type { Logger } from '../ports/Logger.ts';
import type { ProfileApi } from '../ports/ProfileApi.ts';
import type { DepositPrompt } from './DepositPrompt.ts';
import { joinVipClub } from './joinVipClub.ts';
import type { StartSession } from './StartSession.ts';

/** Email or phone, with a password or a one-time code (§4, §7). */
export type LoginCredentials =
  | { readonly method: 'emailPassword'; readonly email: string; readonly password: string }
  | { readonly method: 'emailCode'; readonly email: string; readonly code: string }
  | { readonly method: 'phonePassword'; readonly phone: string; readonly password: string }
  | {
      readonly method: 'phoneCode';
      readonly phone: string;
      readonly code: string;
      readonly viaSms?: boolean;
    };

export interface LogInContext {
  readonly interfaceLocale: Locale;
  /** Login began from a VIP club request or on the VIP page: the join is requested once logged in (§6). */
  readonly joinVip: boolean;
}

/** The captcha action password logins are scored under. */
export const LOGIN_CAPTCHA_ACTION = 'login';

export interface LogInDeps {
  readonly authApi: Pick<
    AuthApi,
    'loginByEmailPassword' | 'loginByEmailCode' | 'loginByPhonePassword' | 'loginByPhoneCode'
  >;
  readonly captcha: Pick<Captcha, 'token'>;
  readonly startSession: Pick<StartSession, 'execute'>;
  readonly profileApi: Pick<ProfileApi, 'joinVip'>;
  readonly analytics: Pick<Analytics, 'capture'>;
  readonly depositPrompt: Pick<DepositPrompt, 'afterLogin'>;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * Logging in (§4): the session started from the answer's token, the VIP club join requested when asked for (§6), and
 * the after-login deposit prompt armed. A failure sends the analytics event with its joined error text (§8).
 */
export class LogIn {
  readonly #deps: LogInDeps;

  constructor(deps: LogInDeps) {
    this.#deps = deps;
  }

  async execute(credentials: LoginCredentials, context: LogInContext): Promise<Result<User, DomainError>> {
    const answer = await this.#callLogin(credentials);
    if (!answer.ok) {
      this.#deps.analytics.capture(LOGIN_FAILED_EVENT, { error: failureText(answer.error) });
      return answer;
    }
    const session = await this.#deps.startSession.execute(answer.value, context.interfaceLocale);
    if (!session.ok) return session;
    if (context.joinVip) await joinVipClub(this.#deps);
    this.#deps.depositPrompt.afterLogin(session.value);
    return session;
  }

  async #callLogin(credentials: LoginCredentials): ApiResult<LoginAnswer> {
    const { authApi } = this.#deps;
    switch (credentials.method) {
      case 'emailPassword':
        return authApi.loginByEmailPassword(credentials.email, credentials.password, await this.#captcha());
      case 'phonePassword':
        return authApi.loginByPhonePassword(credentials.phone, credentials.password, await this.#captcha());
      // A code check carries the captcha too: past the account's wrong guesses of the day the API asks for one.
      case 'emailCode':
        return authApi.loginByEmailCode(credentials.email, credentials.code, await this.#captcha());
      case 'phoneCode':
        return authApi.loginByPhoneCode(
          credentials.phone,
          credentials.code,
          credentials.viaSms,
          await this.#captcha(),
        );
    }
  }

  async #captcha(): Promise<string | undefined> {
    return (await this.#deps.captcha.token(LOGIN_CAPTCHA_ACTION)) ?? undefined;
  }
}
