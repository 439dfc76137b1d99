import type { Container } from 'inversify';
import {
  FakeAnalytics,
  FakeAttributionApi,
  FakeAuthApi,
  FakeBillingApi,
  FakeBonusApi,
  FakeCaptcha,
  FakeClock,
  InMemorySessionChannels,
  FakeFingerprint,
  FakeGeoApi,
  FakeLiveChannel,
  FakeLogger,
  FakeMirrorApi,
  FakeMoneyApi,
  FakeNavigation,
  FakeProfileApi,
  InMemoryCookieJar,
} from '@casino/core/test/fakes';
import {
  billingDataFactory,
  geoFactory,
  invoiceFactory,
  mirrorFactory,
  userFactory,
} from '@casino/core/test/factories';
import {
  DEMO_OPERATOR,
  err,
  ok,
  type ApiResult,
  type AuthApi,
  type BillingApi,
  type SiteSettingsApi,
} from '@casino/core';
import { createContainer } from '../container.ts';
import type { AppConfig } from '../appConfig.ts';
import type { NavigableRouter } from '../RouterNavigation.ts';
import { TOKENS } from '../../di/tokens.ts';
import { models as confirmByPhoneModels } from '../modalModels/confirmByPhoneModels.ts';
import { models as loginByEmailModels } from '../modalModels/loginByEmailModels.ts';
import { models as loginModels } from '../modalModels/loginModels.ts';
import { models as payInModels } from '../modalModels/payInModels.ts';
import { models as registerModels } from '../modalModels/registerModels.ts';
import { models as socialLoginModels } from '../modalModels/socialLoginModels.ts';

/** The auth calls the fakes of the core leave out, answering success. */
class FakeCodeAuthApi extends FakeAuthApi {
  readonly codeRequests: string[] = [];
  requestPhoneLoginCode: AuthApi['requestPhoneLoginCode'] = async (phone) => {
    this.codeRequests.push(phone);
    return ok(undefined);
  };
  requestEmailLoginCode: AuthApi['requestEmailLoginCode'] = async (email) => {
    this.codeRequests.push(email);
    return ok(undefined);
  };
  resendPhoneCode: AuthApi['resendPhoneCode'] = async () => ok(undefined);
  resendPhoneLoginCodeBySms: AuthApi['resendPhoneLoginCodeBySms'] = async () => ok(undefined);
  resendEmailLoginCode: AuthApi['resendEmailLoginCode'] = async () => ok(undefined);
  /** The signup verification codes: '123456' is right, anything else a 422 on `code` as the contract answers. */
  readonly verifications: string[] = [];
  resendEmailVerification: AuthApi['resendEmailVerification'] = async (email) => {
    this.verifications.push(`resend ${email}`);
    return ok(undefined);
  };
  verifyEmailCode: AuthApi['verifyEmailCode'] = async (code) => this.#verify('email', code);
  verifyPhoneCode: AuthApi['verifyPhoneCode'] = async (code) => this.#verify('phone', code);

  #verify(channel: string, code: string): ApiResult<void> {
    this.verifications.push(`${channel} ${code}`);
    return Promise.resolve(
      code === '123456' ? ok(undefined) : err({ kind: 'validation', fields: { code: ['invalid_code'] } }),
    );
  }
}

class FakeBillingDataApi extends FakeBillingApi {
  billingData = billingDataFactory.build();
  getBillingData: BillingApi['getBillingData'] = async () => ok(this.billingData);
}

/** The site settings call; by default the site names no links, so only the footer's own tests see them. */
class FakeSiteSettingsApi implements SiteSettingsApi {
  answer: Awaited<ReturnType<SiteSettingsApi['getSiteSettings']>> = ok({
    revshareUrl: null,
    tgChannelUrl: null,
  });
  getSiteSettings: SiteSettingsApi['getSiteSettings'] = async () => this.answer;
}

export const TEST_CONFIG: AppConfig = {
  apiBaseUrl: 'https://api.casino.example',
  gameApiBases: {
    dice: 'https://api.casino.example/dice',
    coinflip: 'https://api.casino.example/coinflip',
    keno: 'https://api.casino.example/keno',
    general: 'https://api.casino.example/general',
  },
  liveUrl: 'wss://api.casino.example/crash/live',
  sportsLiveUrl: 'ws://api.test/sports/live',
  chatScriptUrl: null,
  chatKey: '',
  messagingScriptUrl: null,
  fingerprintKey: null,
  roundApiBases: {
    miner: 'https://api.casino.example/miner',
    cases: 'https://api.casino.example/cases',
    general: 'https://api.casino.example/general',
  },
  mainHost: null,
  restrictedGamesHost: null,
  isDevelopment: false,
  analyticsKey: 'test',
  analyticsCaptureBots: false,
  recaptchaSiteKey: null,
  urlPolicy: { allowedHosts: ['.casino.example'] },
  operator: DEMO_OPERATOR,
};

/** The composition root with every port at its boundary replaced by the core's in-memory fakes. */
export function testContainer(options: { readonly path?: string } = {}) {
  const path = options.path ?? '/en';
  const router: NavigableRouter = {
    state: { location: { pathname: path, search: '' } },
    navigate: async () => undefined,
  };
  const container: Container = createContainer({
    config: TEST_CONFIG,
    initialPath: path,
    router: () => router,
    window,
  });
  const ports = {
    auth: new FakeCodeAuthApi(),
    profile: new FakeProfileApi(userFactory.build()),
    attribution: new FakeAttributionApi(),
    billing: new FakeBillingDataApi(invoiceFactory.build()),
    bonus: new FakeBonusApi(),
    analytics: new FakeAnalytics(),
    cookies: new InMemoryCookieJar(),
    clock: new FakeClock(),
    navigation: new FakeNavigation({ path: '/', query: {} }),
    logger: new FakeLogger(),
    geo: new FakeGeoApi(ok(geoFactory.build())),
    mirror: new FakeMirrorApi(ok(mirrorFactory.build())),
    siteSettings: new FakeSiteSettingsApi(),
    money: new FakeMoneyApi(),
    live: new FakeLiveChannel(),
  };
  const constants: [symbol, unknown][] = [
    [TOKENS.AuthApi, ports.auth],
    [TOKENS.ProfileApi, ports.profile],
    [TOKENS.AttributionApi, ports.attribution],
    [TOKENS.BillingApi, ports.billing],
    [TOKENS.BonusApi, ports.bonus],
    [TOKENS.Analytics, ports.analytics],
    [TOKENS.CookieJar, ports.cookies],
    [TOKENS.Clock, ports.clock],
    [TOKENS.Navigation, ports.navigation],
    [TOKENS.Logger, ports.logger],
    [TOKENS.GeoApi, ports.geo],
    [TOKENS.MirrorApi, ports.mirror],
    [TOKENS.SiteSettingsApi, ports.siteSettings],
    [TOKENS.MoneyApi, ports.money],
    [TOKENS.LiveChannel, ports.live],
    [TOKENS.Captcha, new FakeCaptcha()],
    [TOKENS.Fingerprint, new FakeFingerprint()],
    [TOKENS.SessionChannel, new InMemorySessionChannels().tab()],
  ];
  for (const [token, value] of constants) container.rebind(token).toConstantValue(value);
  // Every modal's view models are in from the start, so a test resolves them without opening the modal first.
  container.load(
    loginModels,
    socialLoginModels,
    loginByEmailModels,
    confirmByPhoneModels,
    registerModels,
    payInModels,
  );
  container.rebind(TOKENS.PrepareModal).toConstantValue(async () => undefined);
  return { container, ports };
}
