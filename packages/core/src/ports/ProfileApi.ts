import type { VipStatus } from '../domain/content.ts';
import type { DocumentFile, DocumentKind, IdentityCheck } from '../domain/identityDocuments.ts';
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
  /** GET api/v2/vip/status: the level, its progress and the weekly cashback (issue 34). */
  getVipStatus(): ApiResult<VipStatus>;
  /** GET /api/v2/profile/verification: the identity check, its reason and the documents sent. */
  getVerification(): ApiResult<IdentityCheck>;
  /** POST /api/v2/profile/verification/documents (multipart): one document; answers the check as it now is. */
  uploadVerificationDocument(kind: DocumentKind, file: DocumentFile): ApiResult<IdentityCheck>;
}
