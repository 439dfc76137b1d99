// In-memory port fakes shared by tests.
export { FakeClock, settle } from './FakeClock.ts';
export { InMemoryCookieJar } from './InMemoryCookieJar.ts';
export { InMemoryKeyValueStore } from './InMemoryKeyValueStore.ts';
export { restoredSession } from './restoredSession.ts';
export { FakeModals } from './FakeModals.ts';
export { FakeAnalytics } from './FakeAnalytics.ts';
export { FakeLogger } from './FakeLogger.ts';
export { FakeNavigation } from './FakeNavigation.ts';
export {
  FakeAuthApi,
  FakeProfileApi,
  FakeAttributionApi,
  FakeBonusApi,
  FakeBillingApi,
  FakeGeoApi,
  FakeMirrorApi,
  FakeFingerprint,
  FakeCaptcha,
  FakePopup,
} from './fakeApis.ts';
export { sessionWorld, URL_POLICY, INTERFACE_LOCALE } from './sessionWorld.ts';
export { InMemorySessionChannels } from './InMemorySessionChannels.ts';
export { FakeSiteSettingsApi } from './fakeApis.ts';
export { fakePlayUseCasePorts, fakeUseCasePorts } from './fakePorts.ts';
export { FakeGamesApi, EXAMPLE_SERVER_SEED, type BetCallFault } from './FakeGamesApi.ts';
export { FakeRandomness } from './FakeRandomness.ts';
export { TestDigests } from './sha256.ts';
export { gamesWorld } from './gamesWorld.ts';
export { FakeRoundsApi, type StepFault } from './FakeRoundsApi.ts';
export { roundsWorld } from './roundsWorld.ts';
export { FakeLiveChannel } from './FakeLiveChannel.ts';
export { FakeMoneyApi } from './FakeMoneyApi.ts';
export { FakeSportsbookApi, FakeSportsFeed } from './FakeSportsbook.ts';
