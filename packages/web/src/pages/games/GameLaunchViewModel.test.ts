import { describe, expect, it } from 'vitest';
import {
  err,
  ok,
  type GameMessage,
  type LaunchedGame,
  type LaunchError,
  type LaunchRequest,
} from '@casino/core';
import { userFactory } from '@casino/core/test/factories';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { FakeLocale, FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { GameLaunchViewModel } from './GameLaunchViewModel.ts';

const PROVIDER = 'http://localhost:8790';

/** The launch, the bridge, the profile reload and the navigation, recorded. */
function gamePorts(session: FakeSession) {
  const launches: LaunchRequest[] = [];
  let failure: LaunchError | null = null;
  const listeners: { origin: string; frame: unknown; hear: (message: GameMessage) => void }[] = [];
  const visited: string[] = [];
  let profileLoads = 0;
  return {
    launches,
    listeners,
    visited,
    profileLoads: () => profileLoads,
    failWith: (error: LaunchError | null) => (failure = error),
    deps: {
      launchGame: {
        execute: async (request: LaunchRequest) => {
          launches.push(request);
          if (request.mode === 'play' && !session.isLoggedIn) return err({ kind: 'loginRequired' as const });
          if (failure) return err(failure);
          const game: LaunchedGame = {
            url: `${PROVIDER}/games/${request.slug}?token=ab`,
            origin: PROVIDER,
            mode: request.mode,
            currency: 'USD',
          };
          return ok(game);
        },
      },
      bridge: {
        connect: (target: { origin: string; frame: unknown }, hear: (message: GameMessage) => void) => {
          const entry = { ...target, hear };
          listeners.push(entry);
          return () => listeners.splice(listeners.indexOf(entry), 1);
        },
      },
      loadProfile: {
        execute: async () => {
          profileLoads += 1;
          return err({ kind: 'unauthorised' as const });
        },
      },
      navigation: {
        href: () => 'http://localhost:5173/games/slots/prism-drift/demo',
        go: (path: string) => void visited.push(path),
      },
      locale: new FakeLocale('en'),
    },
  };
}

function world(user = null as ReturnType<typeof userFactory.build> | null) {
  const content = new FakeContentApi();
  content.gameList = [
    gameFactory.build({
      slug: 'prism-drift',
      title: 'Prism Drift',
      provider: 'Brightmoor Studio',
      category: 'slots',
    }),
    gameFactory.build({ slug: 'no-demo', category: 'slots', hasDemo: false }),
  ];
  const session = new FakeSession(user);
  const modals = new FakeModalOpener();
  const ports = gamePorts(session);
  return {
    content,
    session,
    modals,
    ports,
    vm: new GameLaunchViewModel({ content, session, modals, ...ports.deps }),
  };
}

describe('GameLaunchViewModel', () => {
  it('prepares the page’s first render with the game from its catalogue, launching nothing and asking no login', async () => {
    const { vm, modals, ports } = world();
    await vm.prepare('slots', 'prism-drift', 'play');
    expect(vm.game).toMatchObject({ title: 'Prism Drift', provider: 'Brightmoor Studio' });
    expect(vm.state).toBe('loginRequired');
    expect(modals.opened).toEqual([]);
    expect(ports.launches).toEqual([]);
  });

  it('opens a demo for anyone, with the game title and provider', async () => {
    const { vm, modals } = world();
    await vm.open('slots', 'prism-drift', 'demo');
    expect(vm.state).toBe('ready');
    expect(vm.game).toMatchObject({ title: 'Prism Drift', provider: 'Brightmoor Studio' });
    expect(modals.opened).toEqual([]);
  });

  it('asks a visitor to log in for real play by opening the Login modal', async () => {
    const { vm, modals } = world();
    await vm.open('slots', 'prism-drift', 'play');
    expect(vm.state).toBe('loginRequired');
    expect(modals.names()).toEqual(['Login']);
  });

  it('shows the game once the visitor has logged in', async () => {
    const { vm, session } = world();
    await vm.open('slots', 'prism-drift', 'play');
    session.setUser(userFactory.build());
    expect(vm.state).toBe('ready');
  });

  it('lets a logged-in player play at once', async () => {
    const { vm, modals } = world(userFactory.build());
    await vm.open('slots', 'prism-drift', 'play');
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
    await vm.open('slots', 'prism-drift', 'demo');
    expect(vm.state).toBe('error');
    content.heal('games');
    await vm.retry();
    expect(vm.state).toBe('ready');
  });

  it("launches the game on the provider origin in the player's locale, and loads its window", async () => {
    const { vm, ports } = world();
    await vm.open('slots', 'prism-drift', 'demo');
    expect(ports.launches).toEqual([
      {
        slug: 'prism-drift',
        mode: 'demo',
        currency: null,
        locale: 'en',
        returnUrl: 'http://localhost:5173/games/slots/prism-drift/demo',
      },
    ]);
    expect(vm.launched?.origin).toBe(PROVIDER);
    expect(vm.frame).toBe('loading');
    vm.frameLoaded();
    expect(vm.frame).toBe('playing');
  });

  it("launches real play once the visitor has logged in, in the player's currency", async () => {
    const { vm, session, ports } = world();
    await vm.open('slots', 'prism-drift', 'play');
    expect(ports.launches).toEqual([]);
    session.setUser(userFactory.build({ currency: 'KZT' }));
    await vm.launch();
    await vm.launch();
    expect(ports.launches.map((request) => [request.mode, request.currency])).toEqual([['play', 'KZT']]);
  });

  it('hears the game window only through the bridge for its launch origin and frame', async () => {
    const { vm, ports, modals } = world(userFactory.build());
    await vm.open('slots', 'prism-drift', 'play');
    const frame = {};
    const stop = vm.connect(frame);
    expect(ports.listeners).toMatchObject([{ origin: PROVIDER, frame }]);
    ports.listeners[0]?.hear({ type: 'balance' });
    ports.listeners[0]?.hear({ type: 'deposit' });
    ports.listeners[0]?.hear({ type: 'error', code: 'balance_not_enough' });
    ports.listeners[0]?.hear({ type: 'close' });
    expect(ports.profileLoads()).toBe(1);
    expect(modals.names()).toEqual(['PayIn']);
    expect(vm.gameError).toBe('balance_not_enough');
    expect(ports.visited).toEqual(['/games/slots']);
    stop();
    expect(ports.listeners).toEqual([]);
  });

  it('says a table no provider runs is unavailable, and retries a failed launch', async () => {
    const { vm, ports } = world();
    ports.failWith({ kind: 'server', status: 409, messageKey: 'game_unavailable' });
    await vm.open('slots', 'prism-drift', 'demo');
    expect(vm.frame).toBe('unavailable');
    const other = world();
    other.ports.failWith({ kind: 'network', message: 'Network Error' });
    await other.vm.open('slots', 'prism-drift', 'demo');
    expect(other.vm.frame).toBe('failed');
    other.ports.failWith(null);
    await other.vm.retry();
    expect(other.vm.frame).toBe('loading');
  });

  it('says a launch refused during a time-out is the time-out, with when it ends, not a failure to retry', async () => {
    const { vm, ports } = world();
    const endsAt = '2030-01-02T00:00:00.000Z';
    ports.failWith({ kind: 'server', status: 403, messageKey: 'timed_out', params: { ends_at: endsAt } });
    await vm.open('slots', 'prism-drift', 'demo');
    expect(vm.frame).toBe('refused');
    expect(vm.refusal).toEqual({ key: 'timed_out', params: { ends_at: endsAt } });
  });
});
