import type { AxiosInstance } from 'axios';
import {
  err,
  ok,
  type ApiResult,
  type DocumentFile,
  type DocumentKind,
  type IdentityCheck,
  type ProfileApi,
  type ProfileSettings,
  type User,
  type VipStatus,
} from '@casino/core';
import { send } from './send.ts';
import { dataSchema, successSchema } from './schemas/common.ts';
import { settingsAnswerSchema } from './schemas/profile.ts';
import { userSchema } from './schemas/user.ts';
import { identityCheckSchema } from './schemas/verification.ts';
import { vipStatusAnswerSchema } from './schemas/vip.ts';

const userAnswerSchema = dataSchema(userSchema);
const identityCheckAnswerSchema = dataSchema(identityCheckSchema);

/**
 * The whoAreYou shape the contract accepts; the server answers any other with a 400, which would fail the profile and
 * log the player out over an odd super_bonus cookie, so such a value is left out instead.
 */
const WHO_ARE_YOU = /^[A-Za-z0-9_-]{1,64}$/;

/** Profile calls of §7 over HTTP. */
export class AxiosProfileApi implements ProfileApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  getUser(whoAreYou?: string): ApiResult<User> {
    const params = whoAreYou !== undefined && WHO_ARE_YOU.test(whoAreYou) ? { whoAreYou } : undefined;
    return send(this.#http, { method: 'get', url: '/profile/user', params }, userAnswerSchema);
  }

  /** A setting the server refuses comes back as 200 `{ error }`: the server error with that field (§8). */
  async updateSettings(settings: ProfileSettings): ApiResult<void> {
    const data = Object.fromEntries(
      Object.entries({
        locale: settings.locale,
        timezone: settings.timezone,
        is_avatar_hidden: settings.isAvatarHidden,
        is_statistics_hidden: settings.isStatisticsHidden,
      }).filter(([, value]) => value !== undefined),
    );
    const answer = await send(
      this.#http,
      { method: 'put', url: '/profile/settings', data },
      settingsAnswerSchema,
    );
    if (!answer.ok) return answer;
    if (answer.value.refused !== null)
      return err({ kind: 'server', status: 200, error: answer.value.refused });
    return ok(undefined);
  }

  updatePassword(oldPassword: string, password: string, passwordConfirm: string): ApiResult<void> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/password/update',
        data: { old_password: oldPassword, password, password_confirm: passwordConfirm },
      },
      successSchema,
    );
  }

  joinVip(): ApiResult<void> {
    return send(this.#http, { method: 'post', url: '/api/v2/vip/join' }, successSchema);
  }

  getVipStatus(): ApiResult<VipStatus> {
    return send(this.#http, { method: 'get', url: '/api/v2/vip/status' }, vipStatusAnswerSchema);
  }

  getVerification(): ApiResult<IdentityCheck> {
    return send(
      this.#http,
      { method: 'get', url: '/api/v2/profile/verification' },
      identityCheckAnswerSchema,
    );
  }

  /** The file goes as it is (a browser `File`), in a multipart form whose boundary the browser writes. */
  uploadVerificationDocument(kind: DocumentKind, file: DocumentFile): ApiResult<IdentityCheck> {
    const form = new FormData();
    form.set('kind', kind);
    if (!(file instanceof Blob))
      return Promise.resolve(err({ kind: 'validation', fields: { file: ['required'] } }));
    form.set('file', file, file.name);
    return send(
      this.#http,
      {
        method: 'post',
        url: '/api/v2/profile/verification/documents',
        data: form,
        headers: { 'Content-Type': 'multipart/form-data' },
        // A 5 MiB file on a slow line takes longer than the default call.
        timeout: 120_000,
      },
      identityCheckAnswerSchema,
    );
  }
}
