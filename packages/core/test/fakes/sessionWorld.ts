import type { Locale, SessionEvent, User } from '../../src/index.ts';
import { createUseCases } from '../../src/index.ts';
import { userFactory } from '../factories/index.ts';
import { FakeAnalytics } from './FakeAnalytics.ts';
import { FakeClock } from './FakeClock.ts';
import { FakeLogger } from './FakeLogger.ts';
import { FakeModals } from './FakeModals.ts';
import { FakeNavigation } from './FakeNavigation.ts';
import { InMemoryCookieJar } from './InMemoryCookieJar.ts';
import { restoredSession } from './restoredSession.ts';
import { FakeAttributionApi, FakeAuthApi, FakeCaptcha, FakeFingerprint, FakeProfileApi } from './fakeApis.ts';
import { fakeUseCasePorts, URL_POLICY } from './fakePorts.ts';

export { URL_POLICY };
export const INTERFACE_LOCALE: Locale = 'en';

/**
 * The session pieces every login path shares, wired over in-memory fakes by the core's own `createUseCases`: tests
 * of LogIn, Register, SocialLogIn and simple auth build on it and read the fakes to see what happened.
 */
export function sessionWorld(
  options: { cookies?: Record<string, string>; user?: User; timeZone?: string } = {},
) {
  const cookies = new InMemoryCookieJar(options.cookies);
  const fakes = {
    clock: new FakeClock(),
    cookies,
    session: restoredSession(cookies),
    modals: new FakeModals(),
    analytics: new FakeAnalytics(),
    logger: new FakeLogger(),
    authApi: new FakeAuthApi(),
    profileApi: new FakeProfileApi(options.user ?? userFactory.build()),
    attributionApi: new FakeAttributionApi(),
    fingerprint: new FakeFingerprint(),
    captcha: new FakeCaptcha(),
  };
  /** The other open tabs, as LogOut tells them: what was announced. */
  const announced: SessionEvent[] = [];
  const otherTabs = { announce: (event: SessionEvent) => void announced.push(event) };
  const navigation = new FakeNavigation();
  const ports = fakeUseCasePorts();
  const environment = { ...ports.environment, timeZone: options.timeZone ?? null };
  const useCases = createUseCases({ ...ports, navigation, environment, ...fakes, urlPolicy: URL_POLICY });

  return {
    urlPolicy: URL_POLICY,
    navigation,
    ...fakes,
    announced,
    otherTabs,
    loadProfile: useCases.loadProfile,
    attachAttribution: useCases.attachAttribution,
    startSession: useCases.startSession,
    depositPrompt: useCases.depositPrompt,
    completeRegistration: useCases.completeRegistration,
  };
}
