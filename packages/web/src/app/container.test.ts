import { describe, expect, it } from 'vitest';
import {
  LIVE_USE_CASE_NAMES,
  MODAL_NAMES,
  MONEY_USE_CASE_NAMES,
  PLAY_USE_CASE_NAMES,
  ROUND_USE_CASE_NAMES,
  USE_CASE_NAMES,
  type UseCases,
} from '@casino/core';
import { createContainer, createContainerInSteps } from './container.ts';
import { TEST_CONFIG } from './testing/testContainer.ts';
import { APP_TOKENS } from './appTokens.ts';
import { useCaseToken } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';
import { MODAL_VM } from '../modals/modalTokens.ts';
import { LIVE_TOKENS, liveUseCases } from './liveUseCasesModule.ts';
import { MONEY_TOKENS, moneyUseCases } from './moneyUseCasesModule.ts';
import { PLAY_TOKENS, playUseCases } from './playUseCasesModule.ts';
import { ROUND_TOKENS, roundUseCases } from './roundUseCasesModule.ts';
import { pwaModule } from './pwaModule.ts';
import { BUILD_UPDATE_VM } from '../pwa/BuildUpdateViewModel.ts';
import { INSTALL_PROMPT_VM } from '../pwa/InstallPromptViewModel.ts';
import { SERVICE_WORKER_CONTROLLER } from '../pwa/ServiceWorkerController.ts';
import type { PrepareModal } from '../modals/ModalStore.ts';

/** Every use case of the core's registry, by its name, and the token its name gives. */
const USE_CASE_TOKENS = Object.fromEntries(USE_CASE_NAMES.map((name) => [name, useCaseToken(name)]));

/** What the browser starts its container with, on `path`. */
const facts = (path: string) => ({
  config: TEST_CONFIG,
  initialPath: path,
  router: () => ({ state: { location: { pathname: path, search: '' } }, navigate: async () => undefined }),
  window,
});

describe('the composition root', () => {
  it('binds every token to an implementation with the browser adapters, each service resolving once', () => {
    const container = createContainer(facts('/kz/games'));
    for (const [name, token] of Object.entries({ ...TOKENS, ...APP_TOKENS, ...USE_CASE_TOKENS })) {
      expect(() => container.get(token), name).not.toThrow();
    }
    expect(container.get(TOKENS.SessionStore)).toBe(container.get(TOKENS.SessionStore));
    expect(container.get(TOKENS.LocaleStore)).toMatchObject({ locale: 'kz' });
  });

  it('has no modal view model before the modal is prepared, and a fresh one for each opening after', async () => {
    const container = createContainer(facts('/'));
    expect(() => container.get(MODAL_VM.Login)).toThrow();
    const prepare = container.get<PrepareModal>(TOKENS.PrepareModal);
    await Promise.all(MODAL_NAMES.map((name) => prepare(name)));
    await Promise.all(MODAL_NAMES.map((name) => prepare(name)));
    for (const [name, token] of Object.entries(MODAL_VM)) {
      expect(container.get(token), name).not.toBe(container.get(token));
    }
  });
});

describe('the use case registry (issue 37: a use case named once or twice)', () => {
  it('gives each use case the token its name derives, bound to the one instance the registry made', () => {
    const container = createContainer(facts('/en'));
    expect(TOKENS.LogIn).toBe(useCaseToken('logIn'));
    expect(LIVE_TOKENS.PlaceCrashBet).toBe(useCaseToken('placeCrashBet'));
    expect(container.get(TOKENS.LogIn)).toBe(container.get<UseCases>(APP_TOKENS.UseCases).logIn);
    expect(container.get(TOKENS.SyncSupportChat)).toBe(container.get(TOKENS.SyncSupportChat));
  });
});

describe('the play use cases (issue 15: not in the first load of a page that does not play)', () => {
  it('are bound once a page that needs them installs their module, placeBet one instance for the app', () => {
    const container = createContainer(facts('/en/games/dice'));
    expect(() => container.get(PLAY_TOKENS.PlaceBet)).toThrow();
    container.load(playUseCases);
    for (const name of PLAY_USE_CASE_NAMES) {
      expect(() => container.get(useCaseToken(name)), name).not.toThrow();
    }
    expect(container.get(PLAY_TOKENS.PlaceBet)).toBe(container.get(PLAY_TOKENS.PlaceBet));
  });
});

describe('the rounds’ and the live games’ use cases (issue 35: not in the first load of an instant game’s page)', () => {
  it('are bound once their pages install their modules, the rounds over the play module’s seed check', () => {
    const container = createContainer(facts('/en/games/miner'));
    container.load(playUseCases);
    expect(() => container.get(ROUND_TOKENS.StartRound)).toThrow();
    expect(() => container.get(LIVE_TOKENS.PlaceCrashBet)).toThrow();
    container.load(roundUseCases, liveUseCases);
    for (const name of [...ROUND_USE_CASE_NAMES, ...LIVE_USE_CASE_NAMES]) {
      expect(() => container.get(useCaseToken(name)), name).not.toThrow();
    }
    expect(container.get(ROUND_TOKENS.StartRound)).toBe(container.get(ROUND_TOKENS.StartRound));
  });
});

describe('the money use cases (issue 35: not in the first load of a game page)', () => {
  it('are bound once a money page installs their module, apart from the play use cases', () => {
    const container = createContainer(facts('/en/profile/withdraw'));
    expect(() => container.get(MONEY_TOKENS.RequestWithdrawal)).toThrow();
    container.load(playUseCases);
    expect(() => container.get(MONEY_TOKENS.RequestWithdrawal)).toThrow();
    container.load(moneyUseCases);
    for (const name of MONEY_USE_CASE_NAMES) {
      expect(() => container.get(useCaseToken(name)), name).not.toThrow();
    }
    expect(container.get(MONEY_TOKENS.RequestWithdrawal)).toBe(container.get(MONEY_TOKENS.RequestWithdrawal));
  });
});

describe('the installable app (issue 35: not in the first load of a page)', () => {
  it('binds the service worker and the prompts once the app root loads their module, the network state at once', () => {
    const container = createContainer(facts('/en'));
    expect(() => container.get(TOKENS.NetworkStatus)).not.toThrow();
    expect(() => container.get(SERVICE_WORKER_CONTROLLER)).toThrow();
    container.load(pwaModule);
    expect(container.get(SERVICE_WORKER_CONTROLLER)).toBe(container.get(SERVICE_WORKER_CONTROLLER));
    expect(container.get(INSTALL_PROMPT_VM)).not.toBe(container.get(INSTALL_PROMPT_VM));
    expect(() => container.get(BUILD_UPDATE_VM)).not.toThrow();
  });
});

describe('the composition root in steps', () => {
  it('binds the same tokens as at once, a module a step', async () => {
    let steps = 0;
    const container = await createContainerInSteps(facts('/en'), async () => {
      steps += 1;
    });
    expect(steps).toBeGreaterThanOrEqual(4);
    for (const [name, token] of Object.entries({ ...TOKENS, ...APP_TOKENS, ...USE_CASE_TOKENS })) {
      expect(() => container.get(token), name).not.toThrow();
    }
    expect(container.get(TOKENS.LocaleStore)).toMatchObject({ locale: 'en' });
  });
});
