import type { ProfileSettings, User } from '../domain/user.ts';
import type { ApiResult } from './AuthApi.ts';

export interface ProfileApi {
  /** GET /profile/user, whoAreYou = the super_bonus cookie when set. */
  getUser(whoAreYou?: string): ApiResult<User>;
  /** PUT /profile/settings. */
  updateSettings(settings: ProfileSettings): ApiResult<void>;
  /** POST /password/update. */
  updatePassword(oldPassword: string, password: string, passwordConfirm: string): ApiResult<void>;
  /** POST api/v2/vip/join. */
  joinVip(): ApiResult<void>;
}
