import type { PlayUseCasePorts, UseCasePorts } from '../../src/index.ts';
import { err, ok } from '../../src/index.ts';
import { geoFactory, invoiceFactory, mirrorFactory, userFactory } from '../factories/index.ts';
import { FakeAnalytics } from './FakeAnalytics.ts';
import { FakeClock } from './FakeClock.ts';
import { FakeGamesApi } from './FakeGamesApi.ts';
import { FakeLogger } from './FakeLogger.ts';
import { FakeModals } from './FakeModals.ts';
import { FakeMoneyApi } from './FakeMoneyApi.ts';
import { FakeNavigation } from './FakeNavigation.ts';
import { FakeRandomness } from './FakeRandomness.ts';
import { InMemoryCookieJar } from './InMemoryCookieJar.ts';
import { InMemorySessionChannels } from './InMemorySessionChannels.ts';
import { restoredSession } from './restoredSession.ts';
import { TestDigests } from './sha256.ts';
import {
  FakeAttributionApi,
  FakeAuthApi,
  FakeBillingApi,
  FakeBonusApi,
  FakeCaptcha,
  FakeFingerprint,
  FakeGeoApi,
  FakeMirrorApi,
  FakePopup,
  FakeProfileApi,
  FakeSiteSettingsApi,
} from './fakeApis.ts';

/** Hosts a link from the fake server may point at. */
export const URL_POLICY = { allowedHosts: ['casino.example', '.casino.example', 'sso.example'] };

/**
 * Every port `createUseCases` takes, as an in-memory fake: a test world passes these with its own fakes over them.
 * No tab locks: each world refreshes as a lone tab.
 */
export function fakeUseCasePorts(): UseCasePorts {
  const cookies = new InMemoryCookieJar();
  const navigation = new FakeNavigation();
  return {
    authApi: new FakeAuthApi(),
    profileApi: new FakeProfileApi(userFactory.build()),
    attributionApi: new FakeAttributionApi(),
    bonusApi: new FakeBonusApi(),
    billingApi: new FakeBillingApi(invoiceFactory.build()),
    mirrorApi: new FakeMirrorApi(ok(mirrorFactory.build())),
    geoApi: new FakeGeoApi(ok(geoFactory.build())),
    siteSettingsApi: new FakeSiteSettingsApi(),
    cookies,
    session: restoredSession(cookies),
    modals: new FakeModals(),
    navigation,
    environment: { host: navigation.host, userAgent: 'Mozilla/5.0 (test)', isDevelopment: false },
    clock: new FakeClock(),
    analytics: new FakeAnalytics(),
    captcha: new FakeCaptcha(),
    fingerprint: new FakeFingerprint(),
    popup: new FakePopup(),
    logger: new FakeLogger(),
    supportChat: { available: false, start() {}, open() {}, setRoute() {}, identify() {} },
    gamesApi: new FakeGamesApi({ minor: 0, currency: 'USD' }),
    moneyApi: new FakeMoneyApi(),
    randomness: new FakeRandomness(),
    sessionChannel: new InMemorySessionChannels().tab(),
    refreshLocks: undefined,
    urlPolicy: URL_POLICY,
    restrictedGamesHost: null,
  };
}

/**
 * Every port `createPlayUseCases` takes, as an in-memory fake, over `ports`' session and clock: a test world passes
 * these with its own fakes over them.
 */
export function fakePlayUseCasePorts(ports: UseCasePorts = fakeUseCasePorts()): PlayUseCasePorts {
  return {
    gamesApi: new FakeGamesApi({ minor: 0, currency: 'USD' }),
    randomness: new FakeRandomness(),
    session: ports.session,
    clock: ports.clock,
    digests: new TestDigests(),
    gameLaunchApi: {
      launch: () => Promise.resolve(err({ kind: 'network', message: 'no launches in this world' })),
    },
  };
}
