import { describe, expect, it } from 'vitest';
import { FakeClock, InMemoryKeyValueStore, settle } from '@casino/core/test/fakes';
import { userFactory } from '@casino/core/test/factories';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory, topEntryFactory, tournamentFactory } from '../../testing/contentFactories.ts';
import { FakeLocale, FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { FakeLobbyLists } from '../../testing/FakeLobbyLists.ts';
import { BANNER_STORAGE_KEYS } from './homeBanners.ts';
import { HomeViewModel } from './HomeViewModel.ts';

const DAY = 86_400_000;

function world(session = new FakeSession(), launchApi = new FakeLobbyLists()) {
  const content = new FakeContentApi();
  content.gameList = [
    gameFactory.build({ slug: 'dice', category: 'originals' }),
    gameFactory.build({ slug: 'prism-drift', category: 'slots' }),
  ];
  content.tournamentList = tournamentFactory.buildList(5, { status: 'active' });
  content.topList = [7, 3, 1, 5, 2, 4, 6].map((place) => topEntryFactory.build({ place }));
  const store = new InMemoryKeyValueStore();
  const clock = new FakeClock();
  const locale = new FakeLocale('ru');
  const modals = new FakeModalOpener();
  const vm = new HomeViewModel({ content, launchApi, store, clock, session, locale, modals });
  return { content, launchApi, store, clock, session, locale, modals, vm };
}

describe('HomeViewModel', () => {
  it('loads the catalogue, active tournaments, top wins and the home SEO text', async () => {
    const { vm, content } = world();
    vm.start();
    await settle();
    expect(vm.catalogue.sections.map((section) => section.category)).toEqual(['originals', 'slots']);
    expect(content.callsOf('tournaments')).toEqual([['active']]);
    expect(vm.activeTournaments).toHaveLength(3);
    expect(vm.topWins.map((entry) => entry.place)).toEqual([1, 2, 3, 4, 5]);
    expect(content.callsOf('seo')).toEqual([['home', 'ru']]);
    expect(vm.seoText.seo.status).toBe('ready');
  });

  it('asks for the English SEO text in English and Brazilian Portuguese, Russian in Kazakh', async () => {
    const { vm, content, locale } = world();
    locale.setLocale('kz');
    vm.start();
    locale.setLocale('br');
    await settle();
    expect(content.callsOf('seo')).toEqual([
      ['home', 'ru'],
      ['home', 'en'],
    ]);
  });

  it('shows each section as empty or failed on its own, with retry', async () => {
    const { vm, content } = world();
    content.tournamentList = [];
    content.fail('top');
    vm.start();
    await settle();
    expect(vm.tournaments.status).toBe('empty');
    expect(vm.top.status).toBe('error');
    expect(vm.catalogue.games.status).toBe('ready');
    content.heal('top');
    await vm.top.retry();
    expect(vm.top.status).toBe('ready');
  });

  it('shows both banners to a visitor and stores when they were first seen', () => {
    const { vm, store, clock } = world();
    vm.start();
    expect(vm.visibleBanners.map((banner) => banner.kind)).toEqual(['promo', 'welcomePack']);
    expect(store.get(BANNER_STORAGE_KEYS.promo)).toBe(String(clock.now()));
    expect(vm.visibleBanners[0]?.timeLeft).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(vm.visibleBanners[1]?.timeLeft).toEqual({ days: 7, hours: 0, minutes: 0 });
  });

  it('counts down from the first sight stored on an earlier visit', () => {
    const { vm, store, clock } = world();
    store.set(BANNER_STORAGE_KEYS.promo, String(clock.now() - DAY - 30 * 60_000));
    vm.start();
    expect(vm.visibleBanners[0]?.timeLeft).toEqual({ days: 1, hours: 23, minutes: 30 });
  });

  it('restarts a lapsed banner period while the page is open (§4)', () => {
    const { vm, store, clock } = world();
    vm.start();
    clock.advance(3 * DAY);
    expect(store.get(BANNER_STORAGE_KEYS.promo)).toBe(String(clock.now()));
    expect(vm.visibleBanners[0]?.timeLeft.days).toBe(3);
    expect(vm.visibleBanners[1]?.timeLeft.days).toBe(4);
  });

  it('ignores a tampered first-seen value and starts a fresh period', () => {
    const { vm, store, clock } = world();
    store.set(BANNER_STORAGE_KEYS.welcomePack, 'soon');
    vm.start();
    expect(store.get(BANNER_STORAGE_KEYS.welcomePack)).toBe(String(clock.now()));
  });

  it('shows no banner to a logged-in player and stores nothing', () => {
    const { vm, store } = world(new FakeSession(userFactory.build()));
    vm.start();
    expect(vm.visibleBanners).toEqual([]);
    expect(store.get(BANNER_STORAGE_KEYS.promo)).toBeNull();
  });

  it('hides the banners when the visitor logs in', () => {
    const { vm, session } = world();
    vm.start();
    session.setUser(userFactory.build());
    expect(vm.visibleBanners).toEqual([]);
  });

  it("renders a player's favourites and recently played with the page's first render", async () => {
    const lists = new FakeLobbyLists().favoured('prism-drift').played('dice', 'prism-drift');
    const { vm } = world(new FakeSession(userFactory.build()), lists);
    await vm.preload();
    expect(vm.shelves.shelves.map((shelf) => [shelf.kind, shelf.games.map((game) => game.slug)])).toEqual([
      ['favourites', ['prism-drift']],
      ['recent', ['dice', 'prism-drift']],
    ]);
  });

  it('shows a visitor no shelf, and the shelves once they log in on the page', async () => {
    const lists = new FakeLobbyLists().played('dice');
    const { vm, session } = world(new FakeSession(), lists);
    vm.start();
    await settle();
    expect(vm.shelves.shelves).toEqual([]);
    expect(lists.calls).toBe(0);
    session.setUser(userFactory.build());
    await settle();
    expect(vm.shelves.shelves.map((shelf) => shelf.kind)).toEqual(['recent']);
  });

  it('opens registration from a banner', () => {
    const { vm, modals } = world();
    vm.signUp();
    expect(modals.names()).toEqual(['Register']);
  });

  it('stops its countdown when the page is left', () => {
    const { vm, clock } = world();
    vm.start();
    expect(clock.pendingTimers()).toBe(1);
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});
