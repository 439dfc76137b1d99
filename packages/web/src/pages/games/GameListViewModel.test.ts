import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { err, ok, type GameLaunchApi } from '@casino/core';
import { freeSpinFactory, userFactory } from '@casino/core/test/factories';
import { FakeSession } from '../../testing/fakeStores.ts';
import { FAVOURITES, GameListViewModel } from './GameListViewModel.ts';
import { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';

/** The API's lists of one player, kept in memory; `failNext` refuses the next change. */
function playerLists(session: FakeSession) {
  let favourites = ['prism-drift'];
  let failNext = false;
  const api: Pick<GameLaunchApi, 'favourites' | 'setFavourite' | 'recent'> = {
    favourites: async () => ok(favourites),
    recent: async () => ok([{ slug: 'sandstone-scroll', playedAt: '2026-03-01T12:00:00.000Z' }]),
    setFavourite: async (slug, favourite) => {
      if (failNext) return err({ kind: 'network', message: 'Network Error' });
      favourites = favourite ? [...favourites, slug] : favourites.filter((one) => one !== slug);
      return ok(favourites);
    },
  };
  const freeSpinsApi = {
    list: async () =>
      ok([
        freeSpinFactory.build({ gameId: 'g-star', count: 5 }),
        freeSpinFactory.build({ gameId: 'g-star', count: 3 }),
        freeSpinFactory.build({ gameId: 'g-book', count: 9, expirationAt: '2020-01-01T00:00:00Z' }),
      ]),
  };
  const clock = { now: () => Date.parse('2026-03-01T12:00:00Z') };
  return { lists: new PlayerGameLists({ api, session, freeSpinsApi, clock }), fail: () => (failNext = true) };
}

function lobby(): FakeContentApi {
  const content = new FakeContentApi();
  content.gameList = [
    gameFactory.build({
      slug: 'sandstone-scroll',
      title: 'Sandstone Scroll',
      provider: 'Quillstone Games',
      category: 'slots',
    }),
    gameFactory.build({
      slug: 'prism-drift',
      title: 'Prism Drift',
      provider: 'Brightmoor Studio',
      category: 'slots',
    }),
    gameFactory.build({ title: 'Classic Roulette', provider: 'Roundhouse Tables', category: 'live-casino' }),
  ];
  return content;
}

describe('GameListViewModel', () => {
  it("asks ContentApi for the category's games only", async () => {
    const content = lobby();
    const vm = new GameListViewModel(content);
    await vm.open('live-casino');
    expect(content.callsOf('games')).toEqual([['live-casino']]);
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Classic Roulette']);
  });

  it('gives each provider the logo its games name, and none to a studio without one', async () => {
    const content = lobby();
    content.gameList = content.gameList.map((game) =>
      game.provider === 'Brightmoor Studio'
        ? { ...game, providerLogo: 'https://provider.test/logos/brightmoor-studio.svg' }
        : game,
    );
    const vm = new GameListViewModel(content);
    await vm.open('slots');
    expect([...vm.providerLogos]).toEqual([
      ['Brightmoor Studio', 'https://provider.test/logos/brightmoor-studio.svg'],
    ]);
    vm.chooseFilter('Brightmoor Studio');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Prism Drift']);
  });

  it('finds games by title or provider, ignoring case', async () => {
    const vm = new GameListViewModel(lobby());
    await vm.open('slots');
    vm.typeSearch('brightmoor');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Prism Drift']);
    vm.typeSearch('  SCROLL ');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Sandstone Scroll']);
    vm.typeSearch('nothing like it');
    expect(vm.visibleGames).toEqual([]);
  });

  it('is empty for a category without games', async () => {
    const content = new FakeContentApi();
    const vm = new GameListViewModel(content);
    await vm.open('slots');
    expect(vm.games.status).toBe('empty');
  });

  it('shows an error state that a retry clears', async () => {
    const content = lobby();
    content.fail('games');
    const vm = new GameListViewModel(content);
    await vm.open('slots');
    expect(vm.games.status).toBe('error');
    content.heal('games');
    await vm.games.retry();
    expect(vm.visibleGames).toHaveLength(2);
  });

  it('loads the new category and clears the search when the page switches category', async () => {
    const vm = new GameListViewModel(lobby());
    await vm.open('slots');
    vm.typeSearch('star');
    await vm.open('live-casino');
    expect(vm.search).toBe('');
    expect(vm.visibleGames).toHaveLength(1);
  });

  it('filters by provider, naming every provider of the category once', async () => {
    const vm = new GameListViewModel(lobby());
    await vm.open('slots');
    expect(vm.providers).toEqual(['Brightmoor Studio', 'Quillstone Games']);
    vm.chooseFilter('Brightmoor Studio');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Prism Drift']);
  });

  it("shows a player's favourites and recently played games, kept on the API, once the page is open", async () => {
    const { lists } = playerLists(new FakeSession(userFactory.build()));
    const vm = new GameListViewModel(lobby(), lists);
    await vm.open('slots');
    expect(vm.recentGames.map((game) => game.title)).toEqual(['Sandstone Scroll']);
    vm.chooseFilter(FAVOURITES);
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Prism Drift']);
    await lists.toggleFavourite('sandstone-scroll');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Sandstone Scroll', 'Prism Drift']);
  });

  it("counts a player's active free spins by game for the cards, leaving lapsed ones out", async () => {
    const { lists } = playerLists(new FakeSession(userFactory.build()));
    await lists.load();
    expect([...lists.freeSpins]).toEqual([['g-star', 8]]);
  });

  it('puts a favourite back as it was when the API refuses the change', async () => {
    const { lists, fail } = playerLists(new FakeSession(userFactory.build()));
    await lists.load();
    fail();
    await lists.toggleFavourite('prism-drift');
    expect(lists.isFavourite('prism-drift')).toBe(true);
  });

  it('keeps no lists for a visitor', async () => {
    const { lists } = playerLists(new FakeSession(null));
    await lists.load();
    await lists.toggleFavourite('prism-drift');
    expect(lists.available).toBe(false);
    expect(lists.isFavourite('prism-drift')).toBe(false);
    expect(lists.recent).toEqual([]);
  });
});
