import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { GameCatalogueViewModel } from './GameCatalogueViewModel.ts';

describe('GameCatalogueViewModel', () => {
  it('is loading until the lobby answers, then shows the games by category in lobby order', async () => {
    const content = new FakeContentApi();
    content.gameList = [
      gameFactory.build({ category: 'live-casino' }),
      gameFactory.build({ category: 'originals' }),
      gameFactory.build({ category: 'slots' }),
    ];
    content.hold('games');
    const vm = new GameCatalogueViewModel(content);
    const loading = vm.load();
    expect(vm.games.status).toBe('loading');
    content.release('games');
    await loading;
    expect(vm.games.status).toBe('ready');
    expect(vm.sections.map((section) => section.category)).toEqual(['originals', 'slots', 'live-casino']);
  });

  it('leaves out a category without games', async () => {
    const content = new FakeContentApi();
    content.gameList = [gameFactory.build({ category: 'slots' })];
    const vm = new GameCatalogueViewModel(content);
    await vm.load();
    expect(vm.sections.map((section) => section.category)).toEqual(['slots']);
  });

  it('is empty when the lobby has no games', async () => {
    const vm = new GameCatalogueViewModel(new FakeContentApi());
    await vm.load();
    expect(vm.games.status).toBe('empty');
  });

  it('shows an error and loads again on retry', async () => {
    const content = new FakeContentApi();
    content.gameList = gameFactory.buildList(2);
    content.fail('games');
    const vm = new GameCatalogueViewModel(content);
    await vm.load();
    expect(vm.games.status).toBe('error');
    content.heal('games');
    await vm.games.retry();
    expect(vm.games.status).toBe('ready');
  });

  it('drops an answer that arrives after the page was left', async () => {
    const content = new FakeContentApi();
    content.gameList = gameFactory.buildList(1);
    content.hold('games');
    const vm = new GameCatalogueViewModel(content);
    void vm.load();
    vm.dispose();
    content.release('games');
    await settle();
    expect(vm.games.status).toBe('loading');
    expect(vm.games.value).toBeNull();
  });
});
