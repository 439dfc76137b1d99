import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { GameListViewModel } from './GameListViewModel.ts';

function lobby(): FakeContentApi {
  const content = new FakeContentApi();
  content.gameList = [
    gameFactory.build({ title: 'Book of Dead', provider: "Play'n GO", category: 'slots' }),
    gameFactory.build({ title: 'Starburst', provider: 'NetEnt', category: 'slots' }),
    gameFactory.build({ title: 'Lightning Roulette', provider: 'Evolution', category: 'live-casino' }),
  ];
  return content;
}

describe('GameListViewModel', () => {
  it("asks ContentApi for the category's games only", async () => {
    const content = lobby();
    const vm = new GameListViewModel(content);
    await vm.open('live-casino');
    expect(content.callsOf('games')).toEqual([['live-casino']]);
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Lightning Roulette']);
  });

  it('finds games by title or provider, ignoring case', async () => {
    const vm = new GameListViewModel(lobby());
    await vm.open('slots');
    vm.typeSearch('netent');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Starburst']);
    vm.typeSearch('  BOOK ');
    expect(vm.visibleGames.map((game) => game.title)).toEqual(['Book of Dead']);
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
});
