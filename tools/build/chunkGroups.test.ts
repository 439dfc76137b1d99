import { describe, expect, it } from 'vitest';
import { chunkOutput, type ModuleGraph } from '../../packages/web/build/chunkGroups.ts';

interface Group {
  readonly name: string | ((id: string, graph: ModuleGraph) => string | null);
  readonly test: RegExp;
  readonly priority: number;
}

const ROOT = '/repo';

/** A module graph in which each module named is imported by the next, statically: `chain(a, b, c)` b imports a. */
function chain(...ids: readonly string[]): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const index = ids.indexOf(id);
      return { importers: index >= 0 && index < ids.length - 1 ? [ids[index + 1] as string] : [] };
    },
  };
}

/**
 * The chunk group a module lands in, as rolldown picks it: the matching group of highest priority (a group named by a
 * function may decline). By default the module is imported by the shell, as the start's modules are.
 */
function groupOf(
  id: string,
  graph: ModuleGraph = chain(id, `${ROOT}/packages/web/src/app/shell.tsx`),
): string | null {
  const splitting = chunkOutput.codeSplitting;
  const groups = (typeof splitting === 'object' ? (splitting.groups ?? []) : []) as unknown as Group[];
  const matching = groups.filter((group) => group.test.test(id)).sort((a, b) => b.priority - a.priority);
  const group = matching[0];
  if (!group) return null;
  return typeof group.name === 'function' ? group.name(id, graph) : group.name;
}

const nodeModule = (name: string, file = 'dist/index.js') =>
  `${ROOT}/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;
const web = (file: string) => `${ROOT}/packages/web/src/${file}`;
const core = (file: string) => `${ROOT}/packages/core/src/${file}`;

describe('chunk groups of the production build (issue 15)', () => {
  it.each(['react', 'react-dom', 'scheduler', 'react-router', 'mobx', 'mobx-react-lite', 'i18next'])(
    'puts %s, which every first paint runs, in the framework chunk',
    (name) => {
      expect(groupOf(nodeModule(name))).toBe('framework');
    },
  );

  it("leaves react-i18next's Trans, which one modal uses, out of the framework chunk", () => {
    expect(groupOf(nodeModule('react-i18next', 'dist/es/useTranslation.js'))).toBe('framework');
    expect(groupOf(nodeModule('react-i18next', 'dist/es/Trans.js'))).toBeNull();
    expect(groupOf(nodeModule('react-i18next', 'dist/es/TransWithoutContext.js'))).toBeNull();
  });

  it('puts Inversify and its scoped packages in the framework chunk', () => {
    expect(groupOf(nodeModule('@inversifyjs/core'))).toBe('framework');
    expect(groupOf(nodeModule('inversify'))).toBe('framework');
  });

  it.each(['posthog-js', 'dompurify', 'idb', 'workbox-window'])(
    'leaves %s, loaded on demand, out of the merged chunks',
    (name) => {
      expect(groupOf(nodeModule(name))).toBeNull();
    },
  );

  it('does not mistake a library whose name starts like a framework one', () => {
    expect(groupOf(nodeModule('react-markdown'))).toBeNull();
    expect(groupOf(nodeModule('mobx-utils'))).toBeNull();
  });

  it.each([
    'components/Button.tsx',
    'components/page/Loadable.ts',
    'components/tooltip/Tooltip.tsx',
    'components/games/GameTile.tsx',
    'di/useViewModel.ts',
    'layouts/header/Header.tsx',
    'i18n/useLocale.ts',
  ])('merges the shared building block %s into the ui chunk', (file) => {
    expect(groupOf(web(file))).toBe('ui');
  });

  it('keeps the HTML sanitiser (DOMPurify) lazy, out of the ui chunk', () => {
    expect(groupOf(web('components/sanitizeHtml.ts'))).toBeNull();
  });

  it.each([
    'pages/home/HomePage.tsx',
    'pages/games/dice/DicePage.tsx',
    'modals/login/LoginModal.tsx',
    'i18n/locales/ru/home.ts',
    'components/fairness/FairnessDialog.tsx',
    'app/shell.tsx',
  ])('leaves %s in its own lazy chunk', (file) => {
    expect(groupOf(web(file))).toBeNull();
  });

  it('keeps in the ui chunk a building block the layout imports, and leaves out one only a lazy page imports (issue 35)', () => {
    const tabs = web('components/Tabs.tsx');
    const header = web('layouts/header/Header.tsx');
    expect(groupOf(header, chain(header, web('layouts/DefaultLayout.tsx')))).toBe('ui');
    expect(groupOf(tabs, chain(tabs, web('pages/betting/BettingPage.tsx')))).toBeNull();
    const figures = web('layouts/header/playSession/SessionFigures.tsx');
    expect(groupOf(figures, chain(figures))).toBeNull();
  });

  it.each(['domain/money.ts', 'domain/phoneMask.ts', 'domain/serviceWorkerState.ts'])(
    'leaves the domain rule %s to go with what uses it, so a rule only a lazy chunk needs is not in every first load (issue 35)',
    (file) => {
      expect(groupOf(core(file))).toBeNull();
    },
  );

  it.each(['session/Session.ts', 'saferPlay/limits.ts', 'games/seeds.ts', 'usecases/wiring.ts'])(
    'merges the core module %s, which the start runs, into the ui chunk',
    (file) => {
      expect(groupOf(core(file))).toBe('ui');
    },
  );

  it.each([
    'games/dice/dice.ts',
    'games/fairness/floats.ts',
    'usecases/PlaceBet.ts',
    'usecases/VerifyBet.ts',
    'usecases/createPlayUseCases.ts',
  ])('puts the play module %s in the play-core chunk, out of the other pages’ first load', (file) => {
    expect(groupOf(core(file))).toBe('play-core');
  });

  it.each([
    ['games/miner/miner.ts', 'rounds-core'],
    ['games/hilo/cards.ts', 'rounds-core'],
    ['games/cases/cases.ts', 'rounds-core'],
    ['usecases/rounds/StartRound.ts', 'rounds-core'],
    ['usecases/createRoundUseCases.ts', 'rounds-core'],
    ['games/crash/crash.ts', 'live-core'],
    ['games/rooms/rooms.ts', 'live-core'],
    ['usecases/live/JoinRoom.ts', 'live-core'],
    ['usecases/createLiveUseCases.ts', 'live-core'],
  ])('puts %s in the %s chunk, out of an instant game page’s first load (issue 35)', (file, group) => {
    expect(groupOf(core(file))).toBe(group);
  });

  it.each([
    'money/keccak.ts',
    'money/payoutAddress.ts',
    'usecases/RequestWithdrawal.ts',
    'usecases/LoadHistory.ts',
    'usecases/createMoneyUseCases.ts',
  ])(
    'puts the money module %s in the money-core chunk, out of a game page’s first load (issue 35)',
    (file) => {
      expect(groupOf(core(file))).toBe('money-core');
    },
  );

  it('puts the hash and encoding libraries the payout address checks use in the money-core chunk (issue 35)', () => {
    for (const library of ['@noble/hashes', '@scure/base']) {
      expect(groupOf(nodeModule(library)), library).toBe('money-core');
    }
  });

  it.each([
    'games/fairness/verify.ts',
    'games/fairness/verifyRound.ts',
    'games/fairness/checkRound.ts',
    'games/derive.ts',
    'games/settle.ts',
  ])(
    'leaves the derivation %s to the chunk the verifier loads on its first use, out of a game page’s first load (issue 35)',
    (file) => {
      expect(groupOf(core(file))).toBeNull();
    },
  );

  it.each([
    'usecases/createUseCases.ts',
    'usecases/LogIn.ts',
    'games/live/playFeed.ts',
    'games/slots/spin.ts',
    'games/tables/tables.ts',
  ])(
    'leaves %s out of the play-core chunk: the start, the live feed or the provider games use it',
    (file) => {
      expect(groupOf(core(file))).not.toBe('play-core');
    },
  );

  it('keeps the live balance helper the sportsbook’s slip uses in the ui chunk, so /betting loads no live games’ chunk (issue 35)', () => {
    expect(groupOf(core('usecases/live/liveSettlement.ts'))).toBe('ui');
    expect(groupOf(core('usecases/live/PlaceCrashBet.ts'))).toBe('live-core');
  });
});
