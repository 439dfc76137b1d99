import {
  err,
  ok,
  type ApiResult,
  type AuthApi,
  type DocumentFile,
  type DocumentKind,
  type DomainError,
  type IdentityCheck,
  type LoadProfile,
  type ProfileApi,
  type ProfileSettings,
  type User,
  type VipStatus,
} from '@casino/core';

const answer = <T>(failure: DomainError | undefined, value: T): ApiResult<T> =>
  Promise.resolve(failure ? err(failure) : ok(value));

/** The profile server: every call recorded; `failures` makes a call fail with the given error. */
export class FakeProfileServer implements ProfileApi {
  readonly settings: ProfileSettings[] = [];
  readonly passwordUpdates: { old: string; password: string; confirm: string }[] = [];
  vipJoins = 0;
  readonly failures = new Map<keyof ProfileApi, DomainError>();

  constructor(public user: User) {}

  getUser(): ApiResult<User> {
    return answer(this.failures.get('getUser'), this.user);
  }

  updateSettings(settings: ProfileSettings): ApiResult<void> {
    this.settings.push(settings);
    return answer(this.failures.get('updateSettings'), undefined);
  }

  updatePassword(old: string, password: string, confirm: string): ApiResult<void> {
    this.passwordUpdates.push({ old, password, confirm });
    return answer(this.failures.get('updatePassword'), undefined);
  }

  joinVip(): ApiResult<void> {
    this.vipJoins += 1;
    return answer(this.failures.get('joinVip'), undefined);
  }

  /** Outside the club unless a test sets `vipStatus`. */
  vipStatus: VipStatus = {
    member: false,
    deposits: null,
    level: null,
    nextLevel: null,
    lastCashback: null,
    nextCashbackAt: '2030-01-07T00:00:00.000Z',
  };

  getVipStatus(): ApiResult<VipStatus> {
    return answer(this.failures.get('getVipStatus'), this.vipStatus);
  }

  /** The identity check as the server holds it; an upload adds a document and makes it pending. */
  check: IdentityCheck = { status: 'failed', reason: null, documents: [] };
  readonly uploads: { kind: DocumentKind; file: DocumentFile }[] = [];

  getVerification(): ApiResult<IdentityCheck> {
    return answer(this.failures.get('getVerification'), this.check);
  }

  uploadVerificationDocument(kind: DocumentKind, file: DocumentFile): ApiResult<IdentityCheck> {
    const failure = this.failures.get('uploadVerificationDocument');
    if (!failure) {
      this.uploads.push({ kind, file });
      const sent = {
        id: String(this.uploads.length),
        kind,
        fileName: file.name,
        size: file.size,
        createdAt: '',
      };
      this.check = { status: 'pending', reason: null, documents: [sent, ...this.check.documents] };
    }
    return answer(failure, this.check);
  }
}

type AccountCalls = Pick<
  AuthApi,
  | 'resendEmailVerification'
  | 'verifyEmailCode'
  | 'resendPhoneCode'
  | 'verifyPhoneCode'
  | 'setPassword'
  | 'forgotPasswordByEmail'
  | 'confirmEmailResetCode'
  | 'confirmEmailResetToken'
  | 'checkEmailResetToken'
  | 'resetPasswordByToken'
  | 'resetPasswordByCode'
  | 'forgotPasswordByPhone'
  | 'confirmPhoneResetCode'
  | 'resetPasswordByPhone'
  | 'checkPhoneResetToken'
  | 'sendLoginData'
>;

/**
 * The account calls of the auth server: codes it accepts (`validCode`), reset tokens it knows, and failures by call.
 * A wrong code is a 422 on `code` with invalid_code, like the contract.
 */
export class FakeAccountAuth implements AccountCalls {
  validCode = '123456';
  knownTokens = new Set(['reset-token']);
  resetToken = 'reset-token';
  readonly calls: { readonly method: keyof AccountCalls; readonly args: readonly unknown[] }[] = [];
  readonly failures = new Map<keyof AccountCalls, DomainError>();

  methods(): string[] {
    return this.calls.map(({ method }) => method);
  }

  resendEmailVerification = (email: string) => this.#plain('resendEmailVerification', [email]);
  resendPhoneCode = (phone: string) => this.#plain('resendPhoneCode', [phone]);
  verifyEmailCode = (code: string, captcha?: string) =>
    this.#withCode('verifyEmailCode', captcha === undefined ? [code] : [code, captcha], code, undefined);
  verifyPhoneCode = (code: string, captcha?: string) =>
    this.#withCode('verifyPhoneCode', captcha === undefined ? [code] : [code, captcha], code, undefined);
  setPassword = (password: string, confirm: string) => this.#plain('setPassword', [password, confirm]);
  forgotPasswordByEmail = (email: string) => this.#plain('forgotPasswordByEmail', [email]);
  sendLoginData = (email: string) => this.#plain('sendLoginData', [email]);
  forgotPasswordByPhone = (phone: string) => this.#plain('forgotPasswordByPhone', [phone]);
  confirmEmailResetCode = (email: string, code: string, captcha?: string) =>
    this.#withCode('confirmEmailResetCode', [email, code, captcha], code, { resetToken: this.resetToken });
  confirmPhoneResetCode = (phone: string, code: string, captcha?: string) =>
    this.#withCode('confirmPhoneResetCode', [phone, code, captcha], code, { resetToken: this.resetToken });
  checkEmailResetToken = (token: string) => this.#withToken('checkEmailResetToken', token);
  checkPhoneResetToken = (token: string) => this.#withToken('checkPhoneResetToken', token);
  confirmEmailResetToken = (token: string) => this.#withToken('confirmEmailResetToken', token);
  resetPasswordByToken = (token: string, password: string, confirm: string) =>
    this.#withToken('resetPasswordByToken', token, [password, confirm]);
  resetPasswordByPhone = (token: string, password: string, confirm: string) =>
    this.#withToken('resetPasswordByPhone', token, [password, confirm]);
  resetPasswordByCode = (email: string, code: string, password: string, confirm: string, captcha?: string) =>
    this.#withCode('resetPasswordByCode', [email, code, password, confirm, captcha], code, undefined);

  #plain(method: keyof AccountCalls, args: readonly unknown[]): ApiResult<void> {
    this.calls.push({ method, args });
    return answer(this.failures.get(method), undefined);
  }

  #withCode<T>(method: keyof AccountCalls, args: readonly unknown[], code: string, value: T): ApiResult<T> {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) return Promise.resolve(err(failure));
    if (code !== this.validCode)
      return Promise.resolve(err({ kind: 'validation', fields: { code: ['invalid_code'] } }));
    return Promise.resolve(ok(value));
  }

  #withToken(method: keyof AccountCalls, token: string, rest: readonly unknown[] = []): ApiResult<void> {
    this.calls.push({ method, args: [token, ...rest] });
    const failure = this.failures.get(method);
    if (failure) return Promise.resolve(err(failure));
    if (!this.knownTokens.has(token)) {
      return Promise.resolve(err({ kind: 'validation', fields: { token: ['invalid_token'] } }));
    }
    return Promise.resolve(ok(undefined));
  }
}

/** LoadProfile as the pages use it: counts refreshes and puts the server's user into the session. */
export class FakeLoadProfile implements Pick<LoadProfile, 'execute'> {
  runs = 0;

  constructor(
    private readonly server: Pick<ProfileApi, 'getUser'>,
    private readonly session: { setUser(user: User | null): void },
  ) {}

  async execute() {
    this.runs += 1;
    const result = await this.server.getUser();
    if (result.ok) this.session.setUser(result.value);
    return result;
  }
}
