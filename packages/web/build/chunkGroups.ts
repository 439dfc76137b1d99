import type { BuildEnvironmentOptions } from 'vite';

type OutputOptions = NonNullable<NonNullable<BuildEnvironmentOptions['rollupOptions']>['output']>;

/**
 * The libraries every page paints with: React, the router, MobX, i18next, Inversify and their helpers. react-i18next's
 * `Trans` (with the HTML parser it brings, 3.5 kB gzip) is used by one modal only, and goes with it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|mobx|mobx-react-lite|i18next|react-i18next(?![\\/]dist[\\/]es[\\/]Trans)|use-sync-external-store|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata|cookie|set-cookie-parser)[\\/]/;

/**
 * The small building blocks most pages share, those the start imports (`startImports`): plain components, page
 * helpers, the tooltip, game tiles and content cards, the DI hooks and the layouts. sanitizeHtml (DOMPurify) is loaded
 * on demand and stays out. The live games' balance helper (liveSettlement.ts, 0.2 kB) is here too: the sportsbook's
 * slip sets the balance with it, and in the play group, which takes it with the crash bets, it made the betting pages
 * load that whole group (19 kB gzip) before they answered input. The core's domain rules are not here: each goes with what uses it (the shell takes those the
 * start needs), so the phone mask, the service worker's states and the like no longer load with every page (issue 35,
 * 1.5 kB gzip on each bench page).
 */
const UI =
  /[\\/]packages[\\/](?:web[\\/]src[\\/](?:components[\\/](?!sanitizeHtml\.ts$)(?:[^\\/]+|(?:page|tooltip|games|content)[\\/][^\\/]+)|di[\\/][^\\/]+|i18n[\\/]useLocale\.ts|layouts[\\/].+|app[\\/]RouteErrorBoundary\.tsx)|core[\\/]src[\\/](?:session|saferPlay|games[\\/]provider)[\\/][^\\/]+|core[\\/]src[\\/]games[\\/]seeds\.ts|core[\\/]src[\\/]usecases[\\/](?:wiring|live[\\/]liveSettlement)\.ts)$/;

/**
 * Play: the instant games' maths and the use cases over them. The pages that play load them as one chunk; the first
 * load of the other pages does without (issue 15). The live games' tables (the feed on every page reads them) and the
 * provider games' models (their own pages) stay apart, and so does the fairness derivation the verifier loads on its
 * first use (`fairness/verify*.ts`, `checkRound.ts`, and `derive.ts` and `settle.ts`, which only the verifier imports:
 * issue 35), and the rounds' and the live games' maths (ROUNDS, LIVE_PLAY).
 */
const PLAY =
  /[\\/]packages[\\/]core[\\/]src[\\/](?:games[\\/](?!live[\\/]|slots[\\/]|tables[\\/]|(?:miner|hilo|cases|rounds|crash|rooms)[\\/]|(?:derive|settle|fairness[\\/](?:verify|verifyRound|checkRound))\.ts$).+|usecases[\\/](?:createPlayUseCases|PlaceBet|LaunchGame|AutoBet|VerifyBet|VerifyRound)\.ts)$/;

/** Miner's and hilo's rounds and the cases: their maths and use cases, for their pages alone (issue 35). */
const ROUNDS =
  /[\\/]packages[\\/]core[\\/]src[\\/](?:games[\\/](?:miner|hilo|cases|rounds)[\\/].+|usecases[\\/](?:rounds[\\/][^\\/]+|createRoundUseCases\.ts))$/;

/** Crash and the rooms: their maths and use cases, for their pages alone (issue 35). */
const LIVE_PLAY =
  /[\\/]packages[\\/]core[\\/]src[\\/](?:games[\\/](?:crash|rooms)[\\/].+|usecases[\\/](?:live[\\/][^\\/]+|createLiveUseCases\.ts))$/;

/**
 * Money: withdrawals, the money history, the payout address checks (with their hash and encoding libraries) and the
 * use cases over them, for the profile's money pages; a game's page does without them (issue 35).
 */
const MONEY =
  /[\\/](?:packages[\\/]core[\\/]src[\\/](?:money[\\/].+|usecases[\\/](?:createMoneyUseCases|RequestWithdrawal|CancelWithdrawal|ListWithdrawals|LoadHistory|ExportHistory)\.ts)|node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@(?:noble[\\/]hashes|scure[\\/]base)[\\/].+)$/;

/**
 * Chunks of a few kB are merged: the first paint of / fetched 56 script files (issue 15). The framework and the shared
 * building blocks are one chunk each; routes stay lazy, and what a page loads on demand (analytics, the captcha,
 * DOMPurify, locale bundles, modals) keeps chunks of its own. A shared group for the game pages was tried and left
 * out: the home page's imports reach into it, and it added more to / than it saved on /games/dice.
 */
/**
 * Where the first load of a page begins: the entry and the shell, the routes, the frame every page is drawn in, what
 * every page loads as it opens (the routes' error boundary, which each route's lazy part brings, and the ad bonus the
 * frame shows once hydrated), and the home page, the one most visitors open first.
 */
const START =
  /[\\/]packages[\\/]web[\\/]src[\\/](?:boot\.ts|main\.tsx|app[\\/](?:shell|RouteErrorBoundary)\.tsx|layouts[\\/](?:DefaultLayout|adBonus[\\/]AdBonusBanner)\.tsx|pages[\\/]home[\\/]HomePage\.tsx)$/;

/** The part of the bundler's module graph the ui group reads. */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importers: readonly string[] } | null;
}

/**
 * Whether the start (START) imports `id` through a chain of static imports. A building block that only lazy chunks use
 * (the ad bonus, the session's figures, the modal frame, a game's tabs) is left out of the ui chunk, so it is not
 * part of every page's first load (issue 35): it goes with the chunks that import it.
 */
export function startImports(id: string, graph: ModuleGraph): boolean {
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (START.test(next)) return true;
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

export const chunkOutput: OutputOptions = {
  codeSplitting: {
    groups: [
      // Vite's helper for lazy imports, which the entry (boot.ts) uses: alone, so the entry does not pull a shared
      // chunk (and the framework under it) in before the server's page is painted.
      { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 3 },
      { name: 'framework', test: FRAMEWORK, priority: 2 },
      { name: (id, graph) => (startImports(id, graph) ? 'ui' : null), test: UI, priority: 1 },
      { name: 'play-core', test: PLAY, priority: 0 },
      { name: 'rounds-core', test: ROUNDS, priority: 0 },
      { name: 'live-core', test: LIVE_PLAY, priority: 0 },
      { name: 'money-core', test: MONEY, priority: 0 },
    ],
  },
};
