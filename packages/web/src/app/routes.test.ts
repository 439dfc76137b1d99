import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { parseLocalizedRouteName } from '@casino/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_PREPARE } from './lazyPage.tsx';
import {
  appRoutes,
  GAME_NAMESPACES,
  localeBranches,
  LocaleBranches,
  PAGE_FOLDERS,
  type Shell,
} from './routes.tsx';

const routes = localeBranches(
  async () => undefined,
  async () => undefined,
);

function ids(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
}

const leafId = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe('route names (§2 locale routing: route-name suffixes)', () => {
  it('names each page per locale: the same page is profile-access___ru, ___en, ___kz and ___br', () => {
    expect(leafId('/profile/access')).toBe('profile-access___ru');
    expect(leafId('/en/profile/access')).toBe('profile-access___en');
    expect(leafId('/kz/profile/access')).toBe('profile-access___kz');
    expect(leafId('/br/profile/access')).toBe('profile-access___br');
  });

  it('names pages with parameters by the pattern, not the values', () => {
    expect(leafId('/en/games/cases/gold')).toBe('games-cases-slug___en');
    expect(leafId('/tournaments/active')).toBe('tournaments-status___ru');
    expect(leafId('/br/reset-password/abc')).toBe('reset-password-token___br');
    expect(leafId('/en')).toBe('index___en');
    expect(leafId('/en/no-access')).toBe('no-access___en');
    expect(leafId('/kz/no/such/page')).toBe('not-found___kz');
  });

  it('serves the wheel of fortune in every locale, next to the other instant games', () => {
    expect(leafId('/games/wheel')).toBe('games-wheel___ru');
    expect(leafId('/en/games/wheel')).toBe('games-wheel___en');
    expect(leafId('/kz/games/wheel')).toBe('games-wheel___kz');
    expect(leafId('/br/games/wheel')).toBe('games-wheel___br');
    expect(leafId('/en/games/dice')).toBe('games-dice___en');
  });

  it('gives every page a unique suffixed name the router accepts', () => {
    const named = ids(routes).filter((id) => parseLocalizedRouteName(id));
    expect(new Set(named).size).toBe(named.length);
    expect(named.length % 4).toBe(0);
    expect(() => createMemoryRouter(routes)).not.toThrow();
  });
});

/** The English bundle of a namespace, read from disk. */
function enBundle(namespace: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(join(import.meta.dirname, `../i18n/locales/en/${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

/** The namespaces a folder's own files (or those of one part of it) ask for with useTranslation, tests aside. */
function namespacesUsedIn(folder: string, part?: string): Set<string> {
  const used = new Set<string>();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      (part === undefined || file === part || file.startsWith(`${part}/`)),
  );
  for (const file of files) {
    for (const call of readFileSync(join(folder, file), 'utf8').matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const name of (call[1] ?? '').matchAll(/'([a-zA-Z-]+)'/g)) used.add(name[1] ?? '');
    }
  }
  return used;
}

describe('the locale namespaces of each page folder', () => {
  const shell = new Set(['common', 'layout']);
  it.each(Object.keys(PAGE_FOLDERS).filter((folder) => folder !== 'games'))(
    'pages/%s loads every namespace its pages render before they show (a late one holds hydration back)',
    (folder) => {
      const listed = new Set<string>(PAGE_FOLDERS[folder as keyof typeof PAGE_FOLDERS].namespaces);
      const missing = [...namespacesUsedIn(join(import.meta.dirname, '../pages', folder))].filter(
        (name) => !listed.has(name) && !shell.has(name),
      );
      expect(missing).toEqual([]);
    },
  );

  /** Which pages of the games folder each of its parts is drawn in: a kind of GAME_NAMESPACES, or every page (null). */
  const GAMES_PARTS: Readonly<Record<string, keyof typeof GAME_NAMESPACES | null>> = {
    coinflip: 'coinflip',
    dice: 'dice',
    keno: 'keno',
    roulette: 'roulette',
    wheel: 'wheel',
    miner: 'rounds',
    hilo: 'rounds',
    rounds: 'rounds',
    cases: 'rounds',
    'CasePage.tsx': 'rounds',
    'CasesPage.tsx': 'rounds',
    crash: 'live',
    rooms: 'live',
    'RoomPage.tsx': 'live',
    'RoomsPage.tsx': 'live',
    'GamesHubPage.tsx': 'lists',
    'GameListPage.tsx': 'lists',
    'GameLaunchPage.tsx': 'lists',
    'GameFrame.tsx': 'lists',
    'ProviderFilter.tsx': 'lists',
    play: null,
    bet: null,
    'OtherGames.tsx': null,
  };

  it('pages/games: each part renders only the folder’s texts and those of the pages it is drawn in (issue 35)', () => {
    const folder = join(import.meta.dirname, '../pages/games');
    const unplaced: string[] = [];
    const missing: string[] = [];
    for (const part of readdirSync(folder)) {
      const used = namespacesUsedIn(folder, part);
      if (used.size === 0) continue;
      if (!(part in GAMES_PARTS)) {
        unplaced.push(part);
        continue;
      }
      const kind = GAMES_PARTS[part];
      const listed = new Set<string>([
        ...PAGE_FOLDERS.games.namespaces,
        ...(kind ? GAME_NAMESPACES[kind] : []),
      ]);
      for (const name of used) if (!listed.has(name) && !shell.has(name)) missing.push(`${part}: ${name}`);
    }
    expect(unplaced).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('pages/games: a key without its namespace is one of the first namespace its file asks for (issue 35)', () => {
    // react-i18next reads a key in the first namespace of `useTranslation` alone; another's is written `games:…`.
    const wrong: string[] = [];
    for (const folder of ['../pages/games', '../components/games']) {
      const root = join(import.meta.dirname, folder);
      const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
      );
      for (const file of files) {
        const source = readFileSync(join(root, file), 'utf8');
        const first = /useTranslation\(\[?'([a-zA-Z]+)'/.exec(source)?.[1];
        if (!first) continue;
        const groups = Object.keys(enBundle(first));
        for (const key of source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)[.'`]/g)) {
          if (!groups.includes(key[1] ?? '')) wrong.push(`${file}: ${first} has no ${key[1]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['/en/games/dice', 'gameDice'],
    ['/en/games/roulette', 'gameRoulette'],
    ['/games/miner', 'gameRounds'],
    ['/en/games/cases/gold', 'gameRounds'],
    ['/en/games/crash', 'gameLive'],
    ['/en/games/rooms/red', 'gameLive'],
    ['/en/games', 'gameLists'],
    ['/en/games/slots', 'gameLists'],
  ])('%s loads the games folder’s texts and %s, no other game’s (issue 35)', async (path, own) => {
    const loaded: string[] = [];
    const shellParts: Shell = {
      route: {},
      middleware: async () => undefined,
      installModels: () => undefined,
      loadNamespaces: async (namespaces) => void loaded.push(...namespaces),
    };
    const matches =
      matchRoutes(
        appRoutes(() => Promise.resolve(shellParts)),
        path,
      ) ?? [];
    const page = matches.at(-1)?.route as { [PAGE_PREPARE]?: () => Promise<void> } | undefined;
    await page?.[PAGE_PREPARE]?.();
    expect(loaded).toEqual(expect.arrayContaining([...PAGE_FOLDERS.games.namespaces, own]));
    expect(loaded.filter((name) => name.startsWith('game') && name !== 'games')).toEqual([own]);
  });
});

describe('the browser router’s locale branches (issue 15: the router ranks one locale as it starts)', () => {
  const page = { Component: () => null };
  const branch = (prefix: string, locale: string): RouteObject => ({
    path: prefix,
    children: [
      {
        children: [
          { index: true, id: `index___${locale}`, ...page },
          { path: 'games/dice', id: `games-dice___${locale}`, ...page },
          { path: 'tournaments/:status', id: `tournaments-status___${locale}`, ...page },
          { path: '*', id: `not-found___${locale}`, ...page },
        ],
      },
    ],
  });
  const tree = (): RouteObject[] => [
    {
      id: 'root',
      children: [
        {
          id: 'app',
          children: [branch('/', 'ru'), branch('/en', 'en'), branch('/kz', 'kz'), branch('/br', 'br')],
        },
      ],
    },
  ];
  const leaf = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.id;
  /** A router opened on `path` as the browser's starts: that locale's branch, the others discovered. */
  async function startedAt(path: string) {
    const branches = new LocaleBranches(tree());
    const router = createMemoryRouter(branches.initial(path), {
      initialEntries: [path],
      patchRoutesOnNavigation: (args) => branches.discover(args),
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    return router;
  }

  it('starts with the branch of the first page’s locale and adds another when a navigation first needs it', async () => {
    const router = await startedAt('/en/games/dice');
    expect(ids([...router.routes]).filter((id) => id.includes('___'))).toEqual([
      'index___en',
      'games-dice___en',
      'tournaments-status___en',
      'not-found___en',
    ]);
    expect(leaf(router)).toBe('games-dice___en');
    // The Russian branch is reached from an English page, whose own catch-all would match it otherwise.
    await router.navigate('/games/dice');
    expect(leaf(router)).toBe('games-dice___ru');
    await router.navigate('/kz/tournaments/active');
    expect(leaf(router)).toBe('tournaments-status___kz');
    await router.navigate('/en/no/such/page');
    expect(leaf(router)).toBe('not-found___en');
    await router.navigate('/br');
    expect(leaf(router)).toBe('index___br');
    router.dispose();
  });

  it('reaches another locale from a Russian page, whose catch-all matches every path', async () => {
    const router = await startedAt('/');
    expect(leaf(router)).toBe('index___ru');
    await router.navigate('/en/games/dice');
    expect(leaf(router)).toBe('games-dice___en');
    router.dispose();
  });

  it('keeps one branch of the app’s own tree, of the four it builds, as the server builds it alone', () => {
    const whole = appRoutes(() => new Promise<Shell>(() => undefined));
    const first = new LocaleBranches(whole).initial('/kz/faq');
    expect(ids(whole).filter((id) => id.endsWith('___kz')).length).toBeGreaterThan(10);
    expect(
      ids(first)
        .filter((id) => id.includes('___'))
        .every((id) => id.endsWith('___kz')),
    ).toBe(true);
    expect(ids(first).filter((id) => id.endsWith('___kz'))).toEqual(
      ids(whole).filter((id) => id.endsWith('___kz')),
    );
    // The server's tree for a request is that branch alone, built without the other three.
    expect(ids(appRoutes(() => new Promise<Shell>(() => undefined), 'kz'))).toEqual(ids(first));
  });
});
