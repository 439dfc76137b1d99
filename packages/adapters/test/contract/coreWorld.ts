import { createUseCases, type UrlPolicy } from '@casino/core';
import {
  FakeAnalytics,
  FakeCaptcha,
  FakeClock,
  FakeFingerprint,
  FakeLogger,
  FakeModals,
  FakeNavigation,
  fakeUseCasePorts,
} from '@casino/core/test/fakes';
import type { PlayerSession } from './playerSession.ts';
import { socialPopup, type ConsentChoice } from './providerPopup.ts';

/**
 * The core's use cases over the real adapters of one player tab, wired by the core's own `createUseCases`: the API
 * calls go over HTTP to the local API, while time, modals, analytics, navigation, captcha and fingerprint are the
 * core's in-memory fakes.
 */
export function coreWorld(player: PlayerSession, apiUrl: string) {
  const navigation = new FakeNavigation({ host: 'casino.example' });
  const fakes = {
    clock: new FakeClock(Date.now()),
    modals: new FakeModals(),
    analytics: new FakeAnalytics(),
    logger: new FakeLogger(),
    navigation,
  };
  // Links the server hands out may point at the site and at the API, nothing else.
  const urlPolicy: UrlPolicy = { allowedHosts: ['casino.example', new URL(apiUrl).hostname] };
  const ports = {
    ...fakeUseCasePorts(),
    ...fakes,
    captcha: new FakeCaptcha(),
    fingerprint: new FakeFingerprint('fingerprint-contract'),
    environment: { host: navigation.host, userAgent: 'Mozilla/5.0 (contract suite)', isDevelopment: false },
    urlPolicy,
    cookies: player.cookies,
    session: player.session,
    authApi: player.auth,
    profileApi: player.profile,
    attributionApi: player.attribution,
    billingApi: player.billing,
  };
  const useCases = createUseCases(ports);

  return {
    ...fakes,
    invoiceTracker: useCases.invoiceTracker,
    logIn: useCases.logIn,
    register: useCases.register,
    completeRegistration: useCases.completeRegistration,
    logOut: useCases.logOut,
    restoreSession: useCases.restoreSession,
    signInWithSimpleAuth: useCases.signInWithSimpleAuth,
    // Each consent choice is its own provider page: the same wiring over that popup.
    socialLogIn: (choice: ConsentChoice) =>
      createUseCases({ ...ports, popup: socialPopup(apiUrl, choice, ports.logger).popup }).socialLogIn,
    startDeposit: useCases.startDeposit,
  };
}
