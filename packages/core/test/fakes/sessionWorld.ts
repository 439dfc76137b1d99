import type { Locale, SessionEvent, User } from '../../src/index.ts';
import {
  AttachAttribution,
  CompleteRegistration,
  DepositPrompt,
  LoadProfile,
  StartSession,
} from '../../src/index.ts';
import { userFactory } from '../factories/index.ts';
import { FakeAnalytics } from './FakeAnalytics.ts';
import { FakeClock } from './FakeClock.ts';
import { FakeLogger } from './FakeLogger.ts';
import { FakeModals } from './FakeModals.ts';
import { InMemoryCookieJar } from './InMemoryCookieJar.ts';
import { InMemorySessionState } from './InMemorySessionState.ts';
import { FakeAttributionApi, FakeAuthApi, FakeCaptcha, FakeFingerprint, FakeProfileApi } from './fakeApis.ts';

export const URL_POLICY = { allowedHosts: ['casino.example', '.casino.example', 'sso.example'] };
export const INTERFACE_LOCALE: Locale = 'en';

/**
 * The session pieces every login path shares, wired over in-memory fakes: tests of LogIn, Register, SocialLogIn and
 * simple auth build on it and read the fakes to see what happened.
 */
export function sessionWorld(options: { cookies?: Record<string, string>; user?: User } = {}) {
  const clock = new FakeClock();
  const cookies = new InMemoryCookieJar(options.cookies);
  const session = new InMemorySessionState(cookies);
  const modals = new FakeModals();
  const analytics = new FakeAnalytics();
  const logger = new FakeLogger();
  const authApi = new FakeAuthApi();
  const profileApi = new FakeProfileApi(options.user ?? userFactory.build());
  const attributionApi = new FakeAttributionApi();
  const fingerprint = new FakeFingerprint();
  const captcha = new FakeCaptcha();
  /** The other open tabs, as LogOut tells them: what was announced. */
  const announced: SessionEvent[] = [];
  const otherTabs = { announce: (event: SessionEvent) => void announced.push(event) };

  const loadProfile = new LoadProfile({ profileApi, cookies, session });
  const attachAttribution = new AttachAttribution({ attributionApi, cookies, logger });
  const startSession = new StartSession({
    session,
    loadProfile,
    profileApi,
    analytics,
    attachAttribution,
    logger,
    urlPolicy: URL_POLICY,
  });
  const depositPrompt = new DepositPrompt({ clock, modals, session });
  const completeRegistration = new CompleteRegistration({ loadProfile, depositPrompt });

  return {
    urlPolicy: URL_POLICY,
    clock,
    cookies,
    session,
    modals,
    analytics,
    logger,
    authApi,
    profileApi,
    attributionApi,
    fingerprint,
    captcha,
    announced,
    otherTabs,
    loadProfile,
    attachAttribution,
    startSession,
    depositPrompt,
    completeRegistration,
  };
}
