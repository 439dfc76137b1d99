import type {
  ApiResult,
  AttributionApi,
  AuthApi,
  BillingApi,
  BonusApi,
  Captcha,
  DomainError,
  Fingerprint,
  GeoApi,
  GeoData,
  Invoice,
  LoginAnswer,
  MirrorApi,
  MirrorInfo,
  SiteSettingsApi,
  Money,
  Popup,
  ProfileApi,
  ProfileSettings,
  PromoBonus,
  Result,
  SocialLoginConsent,
  User,
  UtmAnswer,
} from '../../src/index.ts';
import { err, ok } from '../../src/index.ts';

const answer = <T>(result: Result<T, DomainError>): ApiResult<T> => Promise.resolve(result);
const orError = <T>(failure: DomainError | null, value: T): ApiResult<T> =>
  answer(failure ? err(failure) : ok(value));

type LoginCalls = Pick<
  AuthApi,
  | 'loginByEmailPassword'
  | 'loginByEmailCode'
  | 'loginByPhonePassword'
  | 'loginByPhoneCode'
  | 'registerByEmail'
  | 'registerByPhone'
  | 'socialLogin'
  | 'logout'
  | 'refreshToken'
>;

/** Login and registration calls: every call is recorded; `failure` makes them all fail. */
export class FakeAuthApi implements LoginCalls {
  readonly calls: { readonly method: string; readonly args: readonly unknown[] }[] = [];
  loginAnswer: LoginAnswer = { token: 'access-token', sso: null };
  socialUrl = 'https://api.casino.example/social/google/consent?state=1';
  failure: DomainError | null = null;

  #record<T>(method: string, args: readonly unknown[], value: T): ApiResult<T> {
    this.calls.push({ method, args });
    return orError(this.failure, value);
  }

  loginByEmailPassword = (...args: Parameters<AuthApi['loginByEmailPassword']>) =>
    this.#record('loginByEmailPassword', args, this.loginAnswer);
  loginByEmailCode = (...args: Parameters<AuthApi['loginByEmailCode']>) =>
    this.#record('loginByEmailCode', args, this.loginAnswer);
  loginByPhonePassword = (...args: Parameters<AuthApi['loginByPhonePassword']>) =>
    this.#record('loginByPhonePassword', args, this.loginAnswer);
  loginByPhoneCode = (...args: Parameters<AuthApi['loginByPhoneCode']>) =>
    this.#record('loginByPhoneCode', args, this.loginAnswer);
  registerByEmail = (...args: Parameters<AuthApi['registerByEmail']>) =>
    this.#record('registerByEmail', args, this.loginAnswer);
  registerByPhone = (...args: Parameters<AuthApi['registerByPhone']>) =>
    this.#record('registerByPhone', args, this.loginAnswer);
  socialLogin = (...args: Parameters<AuthApi['socialLogin']>) =>
    this.#record('socialLogin', args, { url: this.socialUrl });
  logout = (...args: Parameters<AuthApi['logout']>) => this.#record('logout', args, undefined);
  refreshToken = () => this.#record('refreshToken', [], { accessToken: 'refreshed-token' });

  methods(): string[] {
    return this.calls.map(({ method }) => method);
  }
}

/** A profile server holding one user. */
export class FakeProfileApi implements Pick<ProfileApi, 'getUser' | 'updateSettings' | 'joinVip'> {
  user: User;
  getUserFailure: DomainError | null = null;
  joinVipFailure: DomainError | null = null;
  readonly whoAreYou: (string | undefined)[] = [];
  readonly settings: ProfileSettings[] = [];
  vipJoins = 0;

  constructor(user: User) {
    this.user = user;
  }

  getUser(whoAreYou?: string): ApiResult<User> {
    this.whoAreYou.push(whoAreYou);
    return orError(this.getUserFailure, this.user);
  }

  updateSettings(settings: ProfileSettings): ApiResult<void> {
    this.settings.push(settings);
    this.user = { ...this.user, locale: settings.locale ?? this.user.locale };
    return answer(ok(undefined));
  }

  joinVip(): ApiResult<void> {
    this.vipJoins += 1;
    return orError(this.joinVipFailure, undefined);
  }
}

/** Attribution and middleware calls, recorded; each may be made to fail. */
export class FakeAttributionApi implements AttributionApi {
  readonly calls: { readonly method: string; readonly body: unknown }[] = [];
  utmAnswer: UtmAnswer = { advId: null, promo: null };
  failing = new Set<keyof AttributionApi>();

  #record<T>(method: keyof AttributionApi, body: unknown, value: T): ApiResult<T> {
    this.calls.push({ method, body });
    return orError(this.failing.has(method) ? { kind: 'server', status: 500 } : null, value);
  }

  attachSource = (source: unknown) => this.#record('attachSource', source, undefined);
  affiliate = (query: unknown) => this.#record('affiliate', query, undefined);
  reportClientIp = (payload: unknown) => this.#record('reportClientIp', payload, undefined);
  registerPageOpen = (event: unknown) => this.#record('registerPageOpen', event, undefined);
  utm = (query: unknown) => this.#record('utm', query, this.utmAnswer);

  bodiesOf(method: keyof AttributionApi): unknown[] {
    return this.calls.filter((call) => call.method === method).map(({ body }) => body);
  }
}

/** Knows a set of valid promo codes; others are notFound. */
export class FakeBonusApi implements Pick<BonusApi, 'promoBonus'> {
  readonly checked: string[] = [];
  failure: DomainError | null = null;

  constructor(readonly validCodes: readonly string[] = ['WELCOME100']) {}

  promoBonus(promo: string): ApiResult<PromoBonus> {
    this.checked.push(promo);
    if (this.failure) return answer(err(this.failure));
    if (!this.validCodes.includes(promo)) return answer(err({ kind: 'notFound' }));
    return answer(ok({ code: promo, name: promo, description: '', refusal: null }));
  }
}

/** Creates the given invoice and answers payment statuses from a script (the last one repeats). */
export class FakeBillingApi implements Pick<BillingApi, 'createInvoice' | 'getPaymentStatus'> {
  readonly created: { readonly methodHash: string; readonly amount: Money; readonly promo?: string }[] = [];
  readonly polled: string[] = [];
  statuses: (number | DomainError)[] = [1];
  createFailure: DomainError | null = null;

  constructor(public invoice: Invoice) {}

  createInvoice(methodHash: string, amount: Money, promo?: string): ApiResult<Invoice> {
    this.created.push({ methodHash, amount, ...(promo !== undefined && { promo }) });
    return orError(this.createFailure, this.invoice);
  }

  getPaymentStatus(invoiceId: string): ApiResult<{ readonly status: number }> {
    this.polled.push(invoiceId);
    const next = this.statuses.length > 1 ? this.statuses.shift() : this.statuses[0];
    if (next === undefined) return answer(ok({ status: 1 }));
    return answer(typeof next === 'number' ? ok({ status: next }) : err(next));
  }
}

export class FakeGeoApi implements GeoApi {
  calls = 0;

  constructor(public result: Result<GeoData, DomainError>) {}

  geoIp(): ApiResult<GeoData> {
    this.calls += 1;
    return answer(this.result);
  }
}

export class FakeMirrorApi implements MirrorApi {
  mirrorCalls = 0;
  redirectCalls: string[] = [];
  redirectAnswer: Result<{ newLink: string | null; oldDomain: string | null }, DomainError> = ok({
    newLink: null,
    oldDomain: null,
  });

  constructor(public mirror: Result<MirrorInfo, DomainError>) {}

  getMirror(): ApiResult<MirrorInfo> {
    this.mirrorCalls += 1;
    return answer(this.mirror);
  }

  mirrorRedirect(domain: string) {
    this.redirectCalls.push(domain);
    return answer(this.redirectAnswer);
  }

  /** The domains reported through POST /middleware/mirror. */
  reported: string[] = [];

  reportMirror(domain: string): ApiResult<void> {
    this.reported.push(domain);
    return answer(ok(undefined));
  }
}

export class FakeFingerprint implements Fingerprint {
  constructor(
    readonly id = 'fingerprint-1',
    /** What `encrypted()` answers: null as a site built without a key. */
    readonly sealed: string | null = null,
  ) {}

  get(): Promise<string> {
    return Promise.resolve(this.id);
  }

  encrypted(): Promise<string | null> {
    return Promise.resolve(this.sealed);
  }
}

export class FakeCaptcha implements Captcha {
  readonly actions: string[] = [];

  token(action: string): Promise<string | null> {
    this.actions.push(action);
    return Promise.resolve(`captcha-${action}`);
  }
}

/** A popup the test answers: a token (`registered` when the consent created the account), or null when closed. */
export class FakePopup implements Popup {
  readonly opened: string[] = [];

  constructor(
    public token: string | null = 'social-token',
    public registered = false,
  ) {}

  waitForToken(url: string): Promise<SocialLoginConsent | null> {
    this.opened.push(url);
    return Promise.resolve(this.token === null ? null : { token: this.token, registered: this.registered });
  }
}

/** The site settings call, answering the links it is given (none by default). */
export class FakeSiteSettingsApi implements SiteSettingsApi {
  answer: Awaited<ReturnType<SiteSettingsApi['getSiteSettings']>> = ok({
    revshareUrl: null,
    tgChannelUrl: null,
  });
  getSiteSettings: SiteSettingsApi['getSiteSettings'] = () => answer(this.answer);
}
