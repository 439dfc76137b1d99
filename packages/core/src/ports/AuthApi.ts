import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';

export type ApiResult<T> = Promise<Result<T, DomainError>>;

/** Attribution fields sent with a registration (§7). */
export interface RegistrationTracking {
  readonly fpp?: string;
  /** The fingerprint encrypted for the server, sent instead of `fpp` when the site has a key (§7). */
  readonly fppEncrypted?: string;
  readonly partner?: string;
  readonly adplace?: string;
  readonly stag?: string;
  readonly promo?: string;
}

export interface EmailRegistration extends RegistrationTracking {
  readonly email: string;
  readonly password: string;
  readonly currency: string;
  readonly captcha?: string;
}

export interface PhoneRegistration extends RegistrationTracking {
  readonly phone: string;
  readonly password: string;
  readonly currency: string;
  readonly captcha?: string;
}

/** A login answer (§7): success, token, optional sso link. */
export interface LoginAnswer {
  readonly token: string;
  readonly sso: string | null;
}

export interface SocialLoginRequest {
  readonly provider: string;
  readonly promo?: string;
  readonly token?: string;
  readonly origin: string;
  readonly currency?: string;
  readonly tracking?: Readonly<Record<string, string>>;
  /** The fingerprint sealed with the server's key (§7); when set, no plain `fpp` is in `tracking`. */
  readonly fppEncrypted?: string;
}

/** Auth calls of §7. Paths live in the adapter; the core names intentions. */
export interface AuthApi {
  registerByEmail(form: EmailRegistration): ApiResult<LoginAnswer>;
  registerByPhone(form: PhoneRegistration): ApiResult<LoginAnswer>;
  loginByEmailPassword(email: string, password: string, captcha?: string): ApiResult<LoginAnswer>;
  /** A code check takes a captcha once the account's wrong guesses of the day are spent (docs/contract.md). */
  loginByEmailCode(email: string, code: string, captcha?: string): ApiResult<LoginAnswer>;
  loginByPhonePassword(phone: string, password: string, captcha?: string): ApiResult<LoginAnswer>;
  loginByPhoneCode(phone: string, code: string, viaSms?: boolean, captcha?: string): ApiResult<LoginAnswer>;
  /** Asks for a login code (login/phone/verification, login/email/verification). */
  requestPhoneLoginCode(phone: string): ApiResult<void>;
  requestEmailLoginCode(email: string): ApiResult<void>;
  resendPhoneCode(phone: string): ApiResult<void>;
  resendPhoneLoginCodeBySms(phone: string): ApiResult<void>;
  resendEmailLoginCode(email: string): ApiResult<void>;
  resendEmailVerification(email: string): ApiResult<void>;
  verifyEmailCode(code: string, captcha?: string): ApiResult<void>;
  verifyPhoneCode(code: string, captcha?: string): ApiResult<void>;
  /** Recovery by email (§7). */
  forgotPasswordByEmail(email: string): ApiResult<void>;
  /** A reset code check takes a captcha too, as every code check does (docs/contract.md). */
  confirmEmailResetCode(
    email: string,
    code: string,
    captcha?: string,
  ): ApiResult<{ readonly resetToken: string }>;
  confirmEmailResetToken(token: string): ApiResult<void>;
  checkEmailResetToken(token: string): ApiResult<void>;
  resetPasswordByToken(token: string, password: string, passwordConfirm: string): ApiResult<void>;
  resetPasswordByCode(
    email: string,
    code: string,
    password: string,
    passwordConfirm: string,
    captcha?: string,
  ): ApiResult<void>;
  /** Recovery by phone (§7). */
  forgotPasswordByPhone(phone: string): ApiResult<void>;
  confirmPhoneResetCode(
    phone: string,
    code: string,
    captcha?: string,
  ): ApiResult<{ readonly resetToken: string }>;
  resetPasswordByPhone(token: string, password: string, passwordConfirm: string): ApiResult<void>;
  checkPhoneResetToken(token: string): ApiResult<void>;
  setPassword(password: string, confirmPassword: string): ApiResult<void>;
  /** Social login: answers the provider page url to open in a popup. */
  socialLogin(request: SocialLoginRequest): ApiResult<{ readonly url: string }>;
  sendLoginData(email: string): ApiResult<void>;
  /**
   * PUT /auth/logout for the session of `accessToken`, which this client has already ended locally: the call carries
   * that token itself and revokes the server session even when the token has lapsed meanwhile.
   */
  logout(accessToken: string): ApiResult<void>;
  /** POST /auth/refresh-token: answers a new access token. */
  refreshToken(): ApiResult<{ readonly accessToken: string }>;
}
