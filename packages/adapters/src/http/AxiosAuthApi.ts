import type { AxiosInstance } from 'axios';
import type {
  ApiResult,
  AuthApi,
  EmailRegistration,
  LoginAnswer,
  PhoneRegistration,
  SocialLoginRequest,
} from '@casino/core';
import { send } from './send.ts';
import {
  loginAnswerSchema,
  refreshAnswerSchema,
  resetTokenSchema,
  socialLoginUrlSchema,
} from './schemas/auth.ts';
import { successSchema } from './schemas/common.ts';

export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

/** Tracking fields PUT /auth/login accepts besides provider, promo, token, origin and currency (contract). */
const SOCIAL_TRACKING_FIELDS = ['stag', 'partner', 'adplace', 'fpp'] as const;

/** Keeps only the fields that are set, so absent optional fields are not sent as null. */
function definedFields(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Auth calls of §7 over HTTP. */
export class AxiosAuthApi implements AuthApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  registerByEmail({ fppEncrypted, ...form }: EmailRegistration): ApiResult<LoginAnswer> {
    return this.#login(
      '/api/v2/auth/register/email',
      definedFields({ ...form, fpp_encrypted: fppEncrypted }),
    );
  }

  registerByPhone({ fppEncrypted, ...form }: PhoneRegistration): ApiResult<LoginAnswer> {
    return this.#login(
      '/api/v2/auth/register/phone',
      definedFields({ ...form, fpp_encrypted: fppEncrypted }),
    );
  }

  loginByEmailPassword(email: string, password: string, captcha?: string): ApiResult<LoginAnswer> {
    return this.#login('/api/v2/auth/login/email/password', definedFields({ email, password, captcha }));
  }

  loginByEmailCode(email: string, code: string, captcha?: string): ApiResult<LoginAnswer> {
    return this.#login('/api/v2/auth/login/email/code', definedFields({ email, code, captcha }));
  }

  loginByPhonePassword(phone: string, password: string, captcha?: string): ApiResult<LoginAnswer> {
    return this.#login('/api/v2/auth/login/phone/password', definedFields({ phone, password, captcha }));
  }

  loginByPhoneCode(phone: string, code: string, viaSms?: boolean, captcha?: string): ApiResult<LoginAnswer> {
    return this.#login(
      '/api/v2/auth/login/phone/code',
      definedFields({ phone, code, captcha }),
      viaSms ? { type: 'sms' } : undefined,
    );
  }

  requestPhoneLoginCode(phone: string): ApiResult<void> {
    return this.#post('/api/v2/auth/login/phone/verification', { phone });
  }

  requestEmailLoginCode(email: string): ApiResult<void> {
    return this.#post('/api/v2/auth/login/email/verification', { email });
  }

  resendPhoneCode(phone: string): ApiResult<void> {
    return this.#post('/api/v2/auth/phone/resend', { phone });
  }

  resendPhoneLoginCodeBySms(phone: string): ApiResult<void> {
    return this.#post('/api/v2/auth/login/phone/code/resend', { phone }, { type: 'sms' });
  }

  resendEmailLoginCode(email: string): ApiResult<void> {
    return this.#post('/api/v2/auth/login/email/resend', { email });
  }

  resendEmailVerification(email: string): ApiResult<void> {
    return this.#post('/api/v2/auth/email/resend', { email });
  }

  verifyEmailCode(code: string, captcha?: string): ApiResult<void> {
    return this.#post('/api/v2/auth/email/verify/code', definedFields({ code, captcha }));
  }

  verifyPhoneCode(code: string, captcha?: string): ApiResult<void> {
    return this.#post('/api/v2/auth/phone/verify/code', definedFields({ code, captcha }));
  }

  forgotPasswordByEmail(email: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/email/forgot', { email });
  }

  confirmEmailResetCode(
    email: string,
    code: string,
    captcha?: string,
  ): ApiResult<{ readonly resetToken: string }> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/api/v2/auth/password/email/code/confirm',
        data: definedFields({ email, code, captcha }),
      },
      resetTokenSchema,
    );
  }

  confirmEmailResetToken(token: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/email/token/confirm', { token });
  }

  checkEmailResetToken(token: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/email/token/check', { token });
  }

  resetPasswordByToken(token: string, password: string, passwordConfirm: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/email/reset/token', {
      token,
      password,
      password_confirm: passwordConfirm,
    });
  }

  resetPasswordByCode(
    email: string,
    code: string,
    password: string,
    passwordConfirm: string,
    captcha?: string,
  ): ApiResult<void> {
    return this.#post(
      '/api/v2/auth/password/email/reset/code',
      definedFields({ email, code, captcha, password, password_confirm: passwordConfirm }),
    );
  }

  forgotPasswordByPhone(phone: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/phone/forgot', { phone });
  }

  confirmPhoneResetCode(
    phone: string,
    code: string,
    captcha?: string,
  ): ApiResult<{ readonly resetToken: string }> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/api/v2/auth/password/phone/code/confirm',
        data: definedFields({ phone, code, captcha }),
      },
      resetTokenSchema,
    );
  }

  resetPasswordByPhone(token: string, password: string, passwordConfirm: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/phone/reset', {
      token,
      password,
      password_confirm: passwordConfirm,
    });
  }

  checkPhoneResetToken(token: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/phone/token/check', { token });
  }

  setPassword(password: string, confirmPassword: string): ApiResult<void> {
    return this.#post('/api/v2/auth/password/set', { password, confirm_password: confirmPassword });
  }

  socialLogin(request: SocialLoginRequest): ApiResult<{ readonly url: string }> {
    const tracking = request.tracking ?? {};
    const body = definedFields({
      ...Object.fromEntries(SOCIAL_TRACKING_FIELDS.map((field) => [field, tracking[field]])),
      provider: request.provider,
      promo: request.promo,
      token: request.token,
      origin: request.origin,
      currency: request.currency,
      fpp_encrypted: request.fppEncrypted,
    });
    return send(this.#http, { method: 'put', url: '/auth/login', data: body }, socialLoginUrlSchema);
  }

  sendLoginData(email: string): ApiResult<void> {
    return this.#post('/auth/send_login_data', { email });
  }

  /**
   * The session is already over on this client, so the call carries its token itself and never starts the shared
   * refresh (which would log the player back in). A lapsed token is refreshed here, once, only to revoke the
   * server session and its refresh cookie.
   */
  async logout(accessToken: string): ApiResult<void> {
    const first = await this.#logout(accessToken);
    if (first.ok || first.error.kind !== 'unauthorised') return first;
    const refreshed = await this.refreshToken();
    return refreshed.ok ? this.#logout(refreshed.value.accessToken) : first;
  }

  #logout(accessToken: string): ApiResult<void> {
    return send(
      this.#http,
      { method: 'put', url: '/auth/logout', bearerOverride: accessToken, skipSessionRefresh: true },
      successSchema,
    );
  }

  refreshToken(): ApiResult<{ readonly accessToken: string }> {
    return send(
      this.#http,
      { method: 'post', url: REFRESH_TOKEN_PATH, data: {}, skipSessionRefresh: true },
      refreshAnswerSchema,
    );
  }

  #login(url: string, data: object, params?: Readonly<Record<string, string>>): ApiResult<LoginAnswer> {
    return send(this.#http, { method: 'post', url, data, params }, loginAnswerSchema);
  }

  #post(url: string, data: object, params?: Readonly<Record<string, string>>): ApiResult<void> {
    return send(this.#http, { method: 'post', url, data, params }, successSchema);
  }
}
