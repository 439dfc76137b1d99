import { data, type LazyRouteFunction, type MiddlewareFunction, type RouteObject } from 'react-router';
import type { ContainerModule } from 'inversify';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizedRouteName,
  routeNameFromPath,
  splitLocalePath,
  type Locale,
} from '@casino/core';
import { pageRoutes, type InstallModels, type LoadNamespaces, type PageOptions } from './lazyPage.tsx';
import { BootFallback } from './BootFallback.tsx';
import { FatalError } from './FatalError.tsx';
import { INSTANT_GAMES } from './instantGames.ts';

/** The application shell as the root route takes it: its own chunk with the container, i18n and providers. */
export interface Shell {
  /** The root route's component, loader and revalidation. */
  readonly route: Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
  /** Runs before every navigation: the guards and the app's start. */
  readonly middleware: MiddlewareFunction;
  /** Adds a page folder's view-model bindings to the container (idempotent). */
  readonly installModels: (models: ContainerModule) => void;
  /** Loads locale namespaces into i18n; never rejects (a missing bundle is reported where i18n loads it). */
  readonly loadNamespaces: (namespaces: readonly string[]) => Promise<void>;
}

const routeErrorBoundary = async () => ({
  ErrorBoundary: (await import('./RouteErrorBoundary.tsx')).RouteErrorBoundary,
});

/** A page's failure renders inside its layout, so the header and footer stay. */
function withErrorBoundary(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return route;
    const children = route.children && withErrorBoundary(route.children);
    return {
      ...route,
      ...(children && { children }),
      lazy: async () => ({ ...(await lazy()), ...(await routeErrorBoundary()) }),
    } as RouteObject;
  });
}

/** The originals played in rounds (issue 16). */
const ROUND_GAMES = {
  hilo: () => import('../pages/games/hilo/HiloPage.tsx'),
  miner: () => import('../pages/games/miner/MinerPage.tsx'),
} as const;
const LIST_CATEGORIES = ['slots', 'live-casino'] as const;
const LAUNCH_MODES = ['demo', 'play'] as const;
const ROOMS = ['purple', 'red', 'yellow'] as const;
const TOURNAMENT_STATUSES: readonly string[] = ['active', 'upcoming', 'finished'];
const POLICIES = [
  { lang: 'en', doc: 'kyc' },
  { lang: 'en', doc: 'user-agreement' },
  { lang: 'ru', doc: 'confidential' },
  { lang: 'ru', doc: 'user-agreement' },
] as const;

/** The §6 gates a route asks for by name; the guard chain runs them after the global guards. */
export interface RouteHandle {
  readonly guards?: readonly string[];
}
const gamesHostGate: RouteHandle = { guards: ['gamesHost'] };

type LazyPage = ReturnType<typeof pageRoutes>;

/**
 * The games folder's texts beyond the `games` every page of it shares, by the pages that render them: a game's page
 * loads its own game's words, not every game's (issue 35; `games` held them all, 8.5 kB gzip in Russian). The rounds'
 * are miner's, hilo's and the cases'; the live games' are crash's and the rooms'; the lists' are the hub's, the
 * slots' and live tables' lists' and a launched game's.
 */
export const GAME_NAMESPACES = {
  coinflip: ['gameCoinflip'],
  dice: ['gameDice'],
  keno: ['gameKeno'],
  roulette: ['gameRoulette'],
  wheel: ['gameWheel'],
  rounds: ['gameRounds'],
  live: ['gameLive'],
  lists: ['gameLists'],
} as const;

/** A page of the games folder: the folder's view models and texts, and the texts of `kind` (GAME_NAMESPACES). */
function gamesPage(kind: keyof typeof GAME_NAMESPACES) {
  return { ...PAGE_FOLDERS.games, namespaces: [...PAGE_FOLDERS.games.namespaces, ...GAME_NAMESPACES[kind]] };
}

/** What each page folder brings beside its component: its view models and its locale namespaces. */
export const PAGE_FOLDERS = {
  home: {
    models: () => import('./pageModels/homeModels.ts'),
    namespaces: ['home', 'lobby', 'tournaments', 'top'],
  },
  betting: {
    models: () => import('./pageModels/bettingModels.ts'),
    namespaces: ['betting', 'home', 'errors'],
  },
  bonuses: {
    models: () => import('./pageModels/bonusesModels.ts'),
    namespaces: ['bonuses', 'errors'],
  },
  faq: { models: () => import('./pageModels/faqModels.ts'), namespaces: ['faq'] },
  games: {
    models: () => import('./pageModels/gamesModels.ts'),
    namespaces: ['games', 'lobby', 'fairness', 'errors'],
  },
  // The verifier's texts are a namespace of its own (`fairnessVerifier`), as are the Fairness dialog's
  // (`fairnessDialog`, loaded as the dialog opens: components/fairness/FairnessButton.tsx), so a game page loads only
  // the words of `fairness` (issue 35).
  fairness: {
    models: () => import('./pageModels/fairnessModels.ts'),
    namespaces: ['fairnessVerifier', 'fairness', 'games', 'gameRounds'],
  },
  policy: { models: () => import('./pageModels/policyModels.ts'), namespaces: ['policy'] },
  profile: {
    models: () => import('./pageModels/profileModels.ts'),
    namespaces: ['profile', 'errors', 'password', 'auth', 'fairness', 'money', 'betting', 'vip'],
  },
  top: { models: () => import('./pageModels/topModels.ts'), namespaces: ['top'] },
  // A tournament's own texts are a namespace of their own (`tournament`), so the home page's tournament cards load
  // only the list's words (issue 36: 1 kB less on the first load of `/`).
  tournaments: {
    models: () => import('./pageModels/tournamentsModels.ts'),
    namespaces: ['tournaments', 'tournament'],
  },
  vip: { models: () => import('./pageModels/vipModels.ts'), namespaces: ['vip'] },
  'welcome-pack': { models: () => import('./pageModels/welcomePackModels.ts'), namespaces: ['welcome'] },
  password: {
    models: () => import('./pageModels/passwordModels.ts'),
    namespaces: ['password', 'errors', 'auth'],
  },
} satisfies Record<string, PageOptions<never>>;

/** The pages of the default layout, as unprefixed relative paths (the route list of SPEC.md §2). */
function defaultLayoutPages(lazyPage: LazyPage): RouteObject[] {
  return [
    { index: true, ...lazyPage(() => import('../pages/home/HomePage.tsx'), { ...PAGE_FOLDERS.home }) },
    {
      path: 'betting',
      ...lazyPage(() => import('../pages/betting/BettingPage.tsx'), { ...PAGE_FOLDERS.betting }),
    },
    {
      path: 'betting/event/:eventId',
      ...lazyPage(() => import('../pages/betting/SportEventPage.tsx'), { ...PAGE_FOLDERS.betting }),
    },
    {
      path: 'bonuses',
      ...lazyPage(() => import('../pages/bonuses/BonusesPage.tsx'), { ...PAGE_FOLDERS.bonuses }),
    },
    { path: 'error', ...lazyPage(() => import('../pages/error/ErrorPage.tsx'), { namespaces: ['errors'] }) },
    {
      path: 'fairness',
      ...lazyPage(() => import('../pages/fairness/VerifierPage.tsx'), { ...PAGE_FOLDERS.fairness }),
    },
    { path: 'faq', ...lazyPage(() => import('../pages/faq/FaqPage.tsx'), { ...PAGE_FOLDERS.faq }) },
    {
      path: 'games',
      ...lazyPage(() => import('../pages/games/GamesHubPage.tsx'), gamesPage('lists')),
    },
    {
      path: 'games/cases',
      handle: gamesHostGate,
      ...lazyPage(() => import('../pages/games/CasesPage.tsx'), gamesPage('rounds')),
    },
    {
      path: 'games/cases/:slug',
      handle: gamesHostGate,
      ...lazyPage(() => import('../pages/games/CasePage.tsx'), gamesPage('rounds')),
    },
    {
      path: 'games/crash',
      handle: gamesHostGate,
      ...lazyPage(() => import('../pages/games/crash/CrashPage.tsx'), gamesPage('live')),
    },
    // An instant game's page, of the games folder, with its own view models: it loads neither the lists', the rounds'
    // and the live games' nor the other instant games' (issue 35), and those pages not its.
    ...(Object.keys(INSTANT_GAMES) as (keyof typeof INSTANT_GAMES)[]).map((game) => ({
      path: `games/${game}`,
      handle: gamesHostGate,
      ...lazyPage(INSTANT_GAMES[game][0], { ...gamesPage(game), models: INSTANT_GAMES[game][1] }),
    })),
    ...Object.entries(ROUND_GAMES).map(([game, page]) => ({
      path: `games/${game}`,
      handle: gamesHostGate,
      ...lazyPage(page, gamesPage('rounds')),
    })),
    ...LIST_CATEGORIES.flatMap((category) => [
      {
        path: `games/${category}`,
        ...lazyPage(() => import('../pages/games/GameListPage.tsx'), {
          props: { category },
          ...gamesPage('lists'),
        }),
      },
      ...LAUNCH_MODES.map((mode) => ({
        path: `games/${category}/:slots/${mode}`,
        ...lazyPage(() => import('../pages/games/GameLaunchPage.tsx'), {
          props: { category, mode },
          ...gamesPage('lists'),
        }),
      })),
    ]),
    {
      path: 'games/rooms',
      ...lazyPage(() => import('../pages/games/RoomsPage.tsx'), gamesPage('live')),
    },
    ...ROOMS.map((room) => ({
      path: `games/rooms/${room}`,
      ...lazyPage(() => import('../pages/games/RoomPage.tsx'), { props: { room }, ...gamesPage('live') }),
    })),
    ...POLICIES.map(({ lang, doc }) => ({
      path: `policy/${lang}/${doc}`,
      ...lazyPage(() => import('../pages/policy/PolicyPage.tsx'), {
        props: { lang, doc },
        ...PAGE_FOLDERS.policy,
      }),
    })),
    {
      path: 'profile',
      ...lazyPage(() => import('../pages/profile/ProfileLayout.tsx'), { ...PAGE_FOLDERS.profile }),
      children: [
        {
          index: true,
          ...lazyPage(() => import('../pages/profile/ProfileOverviewPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
        {
          path: 'access',
          ...lazyPage(() => import('../pages/profile/ProfileAccessPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
        {
          path: 'bonuses',
          handle: { guards: ['bonusBalances'] } satisfies RouteHandle,
          ...lazyPage(() => import('../pages/profile/ProfileBonusesPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
        {
          path: 'history',
          ...lazyPage(() => import('../pages/profile/ProfileHistoryPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
        {
          path: 'setting',
          ...lazyPage(() => import('../pages/profile/ProfileSettingPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
        {
          path: 'withdraw',
          ...lazyPage(() => import('../pages/profile/withdraw/WithdrawPage.tsx'), {
            ...PAGE_FOLDERS.profile,
          }),
        },
        {
          path: 'limits',
          ...lazyPage(() => import('../pages/profile/limits/LimitsPage.tsx'), { ...PAGE_FOLDERS.profile }),
        },
      ],
    },
    { path: 'top', ...lazyPage(() => import('../pages/top/TopPage.tsx'), { ...PAGE_FOLDERS.top }) },
    {
      path: 'tournaments',
      ...lazyPage(() => import('../pages/tournaments/TournamentsPage.tsx'), { ...PAGE_FOLDERS.tournaments }),
    },
    {
      path: 'tournaments/:status',
      // Only the three statuses exist; any other is the 404 page (SPEC.md §2).
      loader: ({ params }) => {
        if (!TOURNAMENT_STATUSES.includes(params['status'] ?? '')) throw data(null, { status: 404 });
        return null;
      },
      ...lazyPage(() => import('../pages/tournaments/TournamentsPage.tsx'), { ...PAGE_FOLDERS.tournaments }),
    },
    {
      path: 'tournament/:id',
      ...lazyPage(() => import('../pages/tournaments/TournamentPage.tsx'), { ...PAGE_FOLDERS.tournaments }),
    },
    { path: 'vip-club', ...lazyPage(() => import('../pages/vip/VipClubPage.tsx'), { ...PAGE_FOLDERS.vip }) },
    {
      path: 'welcome-pack',
      ...lazyPage(() => import('../pages/welcome-pack/WelcomePackPage.tsx'), {
        ...PAGE_FOLDERS['welcome-pack'],
      }),
    },
    {
      path: 'password/reset',
      ...lazyPage(() => import('../pages/password/PasswordResetStartPage.tsx'), { ...PAGE_FOLDERS.password }),
    },
    {
      path: 'reset-password/:token',
      ...lazyPage(() => import('../pages/password/PasswordResetFinishPage.tsx'), {
        ...PAGE_FOLDERS.password,
      }),
    },
    {
      path: '*',
      ...lazyPage(() => import('../pages/not-found/NotFoundPage.tsx'), { namespaces: ['notfound'] }),
    },
  ];
}

function noAccessLayoutPages(lazyPage: LazyPage): RouteObject[] {
  return [
    {
      path: 'no-access',
      ...lazyPage(() => import('../pages/no-access/NoAccessPage.tsx'), { namespaces: ['noaccess'] }),
    },
  ];
}

/**
 * §2 route-name suffixes: every page route is named `{name}___{locale}` from its path (`profile-access___en`,
 * `index___ru`), so a page can be told apart by locale and named in analytics whatever its parameters.
 */
function named(routes: RouteObject[], locale: Locale, parentPath = ''): RouteObject[] {
  return routes.map((route) => {
    const path = [parentPath, route.path ?? ''].filter(Boolean).join('/');
    if (route.children) return { ...route, children: named(route.children, locale, path) } as RouteObject;
    return { ...route, id: localizedRouteName(routeNameFromPath(path), locale) } as RouteObject;
  });
}

/** The path of a locale's branch: `/` for ru, `/en` for English. */
const branchPath = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`);

/** One branch per locale (all four by default), each with both layouts. */
export function localeBranches(
  installModels: InstallModels,
  loadNamespaces: LoadNamespaces,
  locales: readonly Locale[] = LOCALES,
): RouteObject[] {
  const lazyPage = pageRoutes(installModels, loadNamespaces);
  return locales.map((locale) => ({
    path: branchPath(locale),
    children: [
      {
        lazy: async () => ({ Component: (await import('../layouts/DefaultLayout.tsx')).DefaultLayout }),
        children: withErrorBoundary(named(defaultLayoutPages(lazyPage), locale)),
      },
      {
        lazy: async () => ({ Component: (await import('../layouts/NoAccessLayout.tsx')).NoAccessLayout }),
        children: withErrorBoundary(named(noAccessLayoutPages(lazyPage), locale)),
      },
    ],
  }));
}

/**
 * The route tree: every locale's branch, or only `locale`'s (a request on the server, which can only match its own
 * locale's branch). Only this table, the router and React are in the entry chunk; the shell, the layouts and every
 * page arrive as chunks the router loads side by side for the first navigation.
 */
export function appRoutes(loadShell: () => Promise<Shell>, locale?: Locale): RouteObject[] {
  const installModels: InstallModels = async (models) => (await loadShell()).installModels(models);
  const loadNamespaces: LoadNamespaces = async (namespaces) => (await loadShell()).loadNamespaces(namespaces);
  return [
    {
      id: 'root',
      lazy: async () => (await loadShell()).route,
      // A lazy route cannot bring its middleware, so this one waits for the shell and hands over to it.
      middleware: [async (args, next) => (await loadShell()).middleware(args, next)],
      HydrateFallback: BootFallback,
      ErrorBoundary: FatalError,
      children: [
        {
          id: APP_ROUTE_ID,
          lazy: routeErrorBoundary,
          children: localeBranches(installModels, loadNamespaces, locale ? [locale] : undefined),
        },
      ],
    },
  ];
}

/** The id of the route whose children are the locale branches. */
const APP_ROUTE_ID = 'app';

/**
 * The browser router's locale branches (issue 15): it starts with the branch of the page it opened on, and is given
 * another the first time a navigation needs it (React Router's `patchRoutesOnNavigation`). Creating the router ranks
 * every route it has: the four branches at once were most of a long task at the app's start on a phone. (The server
 * builds only its request's branch: `appRoutes` with a locale.)
 */
export class LocaleBranches {
  readonly #routes: readonly RouteObject[];
  readonly #added = new Set<string>();

  /** `routes`: the whole tree, as `appRoutes` builds it. */
  constructor(routes: readonly RouteObject[]) {
    this.#routes = routes;
  }

  /** The tree with only the branch of `pathname`'s locale. */
  initial(pathname: string): RouteObject[] {
    const path = branchPath(splitLocalePath(pathname).locale);
    this.#added.add(path);
    return this.#routes.map((root) => ({
      ...root,
      children: root.children?.map((child) =>
        child.id === APP_ROUTE_ID
          ? { ...child, children: child.children?.filter((branch) => branch.path === path) }
          : child,
      ),
    })) as RouteObject[];
  }

  /** For `patchRoutesOnNavigation`: adds the branch of `path`'s locale the first time a navigation needs it. */
  discover({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string, children: RouteObject[]) => void;
  }): void {
    const wanted = branchPath(splitLocalePath(path).locale);
    if (this.#added.has(wanted)) return;
    const branch = this.#branches().find((one) => one.path === wanted);
    if (!branch) return;
    this.#added.add(wanted);
    patch(APP_ROUTE_ID, [branch]);
  }

  #branches(): readonly RouteObject[] {
    for (const root of this.#routes)
      for (const child of root.children ?? []) if (child.id === APP_ROUTE_ID) return child.children ?? [];
    return [];
  }
}
