import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { GameLaunchViewModel } from './GameLaunchViewModel.ts';

function world(user = null as ReturnType<typeof userFactory.build> | null) {
  const content = new FakeContentApi();
  content.gameList = [
    gameFactory.build({ slug: 'starburst', title: 'Starburst', provider: 'NetEnt', category: 'slots' }),
    gameFactory.build({ slug: 'no-demo', category: 'slots', hasDemo: false }),
  ];
  const session = new FakeSession(user);
  const modals = new FakeModalOpener();
  return { content, session, modals, vm: new GameLaunchViewModel({ content, session, modals }) };
}

describe('GameLaunchViewModel', () => {
  it('opens a demo for anyone, with the game title and provider', async () => {
    const { vm, modals } = world();
    await vm.open('slots', 'starburst', 'demo');
    expect(vm.state).toBe('ready');
    expect(vm.game).toMatchObject({ title: 'Starburst', provider: 'NetEnt' });
    expect(modals.opened).toEqual([]);
  });

  it('asks a visitor to log in for real play by opening the Login modal', async () => {
    const { vm, modals } = world();
    await vm.open('slots', 'starburst', 'play');
    expect(vm.state).toBe('loginRequired');
    expect(modals.names()).toEqual(['Login']);
  });

  it('shows the game once the visitor has logged in', async () => {
    const { vm, session } = world();
    await vm.open('slots', 'starburst', 'play');
    session.setUser(userFactory.build());
    expect(vm.state).toBe('ready');
  });

  it('lets a logged-in player play at once', async () => {
    const { vm, modals } = world(userFactory.build());
    await vm.open('slots', 'starburst', 'play');
    expect(vm.state).toBe('ready');
    expect(modals.opened).toEqual([]);
  });

  it('says so when a game has no demo', async () => {
    const { vm } = world();
    await vm.open('slots', 'no-demo', 'demo');
    expect(vm.state).toBe('noDemo');
  });

  it('reports an unknown game as not found', async () => {
    const { vm } = world();
    await vm.open('slots', '../../etc', 'demo');
    expect(vm.state).toBe('notFound');
  });

  it('shows an error with retry when the catalogue fails', async () => {
    const { vm, content } = world();
    content.fail('games');
    await vm.open('slots', 'starburst', 'demo');
    expect(vm.state).toBe('error');
    content.heal('games');
    await vm.retry();
    expect(vm.state).toBe('ready');
  });
});
