import {
  AttachAttribution,
  CompleteRegistration,
  DepositPrompt,
  InvoiceTracker,
  LoadProfile,
  LogIn,
  LogOut,
  QueryFlagModals,
  Register,
  ReportClientIp,
  RestoreSession,
  SignInWithSimpleAuth,
  SocialLogIn,
  StartDeposit,
  StartSession,
  type UrlPolicy,
} from '@casino/core';
import {
  FakeAnalytics,
  FakeCaptcha,
  FakeClock,
  FakeFingerprint,
  FakeLogger,
  FakeModals,
  FakeNavigation,
} from '@casino/core/test/fakes';
import type { PlayerSession } from './playerSession.ts';
import { socialPopup, type ConsentChoice } from './providerPopup.ts';

/**
 * The core's use cases over the real adapters of one player tab: the API calls go over HTTP to the local API, while
 * time, modals, analytics, navigation, captcha and fingerprint are the core's in-memory fakes.
 */
export function coreWorld(player: PlayerSession, apiUrl: string) {
  const clock = new FakeClock(Date.now());
  const modals = new FakeModals();
  const analytics = new FakeAnalytics();
  const logger = new FakeLogger();
  const captcha = new FakeCaptcha();
  const fingerprint = new FakeFingerprint('fingerprint-contract');
  const navigation = new FakeNavigation({ host: 'casino.example' });
  // Links the server hands out may point at the site and at the API, nothing else.
  const urlPolicy: UrlPolicy = { allowedHosts: ['casino.example', new URL(apiUrl).hostname] };
  const { cookies, session } = player;

  const loadProfile = new LoadProfile({ profileApi: player.profile, cookies, session });
  const attachAttribution = new AttachAttribution({ attributionApi: player.attribution, cookies, logger });
  const startSession = new StartSession({
    session,
    loadProfile,
    profileApi: player.profile,
    analytics,
    attachAttribution,
    logger,
    urlPolicy,
  });
  const depositPrompt = new DepositPrompt({ clock, modals, session });
  const completeRegistration = new CompleteRegistration({ loadProfile, depositPrompt });
  const reportClientIp = new ReportClientIp({
    attributionApi: player.attribution,
    environment: { host: navigation.host, userAgent: 'Mozilla/5.0 (contract suite)' },
    logger,
  });
  const invoiceTracker = new InvoiceTracker({
    clock,
    billingApi: player.billing,
    modals,
    loadProfile,
    logger,
    session,
    queryFlags: new QueryFlagModals({ navigation, modals, session }),
  });

  return {
    clock,
    modals,
    analytics,
    logger,
    navigation,
    invoiceTracker,
    logIn: new LogIn({
      authApi: player.auth,
      captcha,
      startSession,
      profileApi: player.profile,
      analytics,
      depositPrompt,
      logger,
    }),
    register: new Register({
      authApi: player.auth,
      cookies,
      fingerprint,
      captcha,
      startSession,
      completeRegistration,
      analytics,
    }),
    logOut: new LogOut({
      authApi: player.auth,
      session,
      analytics,
      otherTabs: { announce: () => undefined },
    }),
    restoreSession: new RestoreSession({ cookies, session, loadProfile, analytics }),
    signInWithSimpleAuth: new SignInWithSimpleAuth({
      navigation,
      cookies,
      session,
      loadProfile,
      reportClientIp,
      attachAttribution,
      analytics,
    }),
    socialLogIn: (choice: ConsentChoice) =>
      new SocialLogIn({
        authApi: player.auth,
        popup: socialPopup(apiUrl, choice, logger).popup,
        cookies,
        fingerprint,
        startSession,
        completeRegistration,
        depositPrompt,
        modals,
        urlPolicy,
      }),
    startDeposit: new StartDeposit({ billingApi: player.billing, invoiceTracker }),
  };
}
