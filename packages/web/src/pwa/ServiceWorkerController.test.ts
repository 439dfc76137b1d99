import { describe, expect, it } from 'vitest';
import type { ConnectivitySource, PageReloader } from '@casino/core';
import { FakeClock, FakeLogger, settle } from '@casino/core/test/fakes';
import { NetworkStatus } from './NetworkStatus.ts';
import { ServiceWorkerController } from './ServiceWorkerController.ts';
import { FakeServiceWorkerBridge } from './testing/FakeServiceWorkerBridge.ts';

function manualConnectivity(online = true) {
  let listener: ((online: boolean) => void) | null = null;
  const source: ConnectivitySource = {
    isOnline: () => online,
    subscribe: (next) => {
      listener = next;
      return () => (listener = null);
    },
  };
  return { source, set: (value: boolean) => listener?.(value) };
}

function world(options: { lastReloadAt?: number | null; whenIdle?: (task: () => void) => void } = {}) {
  const bridge = new FakeServiceWorkerBridge();
  const clock = new FakeClock();
  const logger = new FakeLogger();
  const connectivity = manualConnectivity();
  const network = new NetworkStatus(connectivity.source);
  const reloads: number[] = [];
  let lastReloadAt = options.lastReloadAt ?? null;
  const reloader: PageReloader = {
    lastReloadAt: () => lastReloadAt,
    reload: (at) => {
      lastReloadAt = at;
      reloads.push(at);
    },
  };
  const storedBases: string[] = [];
  const controller = new ServiceWorkerController({
    bridge,
    network,
    clock,
    logger,
    reloader,
    syncStore: { setApiBaseUrl: async (url) => void storedBases.push(url) },
    apiBaseUrl: 'https://api.casino.example',
    page: {
      origin: 'https://casino.example',
      loadedResources: () => [
        'https://casino.example/assets/locales/ru/pwa-D3x9.js',
        'https://casino.example/assets/index-abc.js',
        'https://api.casino.example/profile/user',
      ],
    },
    ...(options.whenIdle ? { whenIdle: options.whenIdle } : {}),
  });
  return { bridge, clock, logger, connectivity, controller, reloads, storedBases };
}

describe('ServiceWorkerController', () => {
  it('registers the worker and follows it through installed and activated', async () => {
    const { bridge, controller } = world();
    controller.start();
    await settle();
    expect(controller.state.phase).toBe('registered');
    bridge.installFirst();
    expect(controller.state.phase).toBe('activated');
    expect(bridge.registrations).toBe(1);
  });

  it('registers the worker only once the first page is shown and the browser is idle', async () => {
    let idle: (() => void) | null = null;
    const { bridge, controller } = world({ whenIdle: (task) => (idle = task) });
    controller.start();
    await settle();
    expect(bridge.registrations).toBe(0);
    idle!();
    await settle();
    expect(bridge.registrations).toBe(1);
    expect(controller.state.phase).toBe('registered');
  });

  it("logs 'Error while registration Service Worker' when registration fails", async () => {
    const { bridge, controller, logger } = world();
    bridge.failRegistration = true;
    controller.start();
    await settle();
    expect(controller.state.phase).toBe('failed');
    expect(logger.errors).toEqual(['Error while registration Service Worker']);
  });

  it('does nothing where the browser has no service workers', async () => {
    const { bridge, controller } = world();
    bridge.supported = false;
    controller.start();
    await settle();
    expect(bridge.registrations).toBe(0);
  });

  it('does not reload for the first worker, only for an update', async () => {
    const { bridge, controller, reloads, clock } = world();
    controller.start();
    await settle();
    bridge.installFirst();
    expect(reloads).toEqual([]);
    bridge.installUpdate();
    expect(reloads).toEqual([clock.now()]);
  });

  it('reloads for an update on a page a worker already controls', async () => {
    const { bridge, controller, reloads } = world();
    bridge.controlled = true;
    controller.start();
    await settle();
    bridge.installUpdate();
    expect(reloads).toHaveLength(1);
  });

  it('skips the reload when the page reloaded for an update less than 10 s ago', async () => {
    const clockStart = new FakeClock().now();
    const { bridge, controller, reloads, logger } = world({ lastReloadAt: clockStart - 9_000 });
    bridge.controlled = true;
    controller.start();
    await settle();
    bridge.installUpdate();
    expect(reloads).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('looks for an update every 20 s while online, and not while offline', async () => {
    const { bridge, controller, clock, connectivity } = world();
    controller.start();
    await settle();
    clock.advance(60_000);
    expect(bridge.updateChecks).toBe(3);
    connectivity.set(false);
    clock.advance(60_000);
    expect(bridge.updateChecks).toBe(3);
    connectivity.set(true);
    clock.advance(20_000);
    expect(bridge.updateChecks).toBe(4);
  });

  it('stops its timers when stopped and starts them again without registering twice', async () => {
    const { bridge, controller, clock } = world();
    controller.start();
    await settle();
    controller.stop();
    clock.advance(60_000);
    expect(bridge.updateChecks).toBe(0);
    controller.start();
    clock.advance(20_000);
    expect(bridge.updateChecks).toBe(1);
    expect(bridge.registrations).toBe(1);
  });

  it('stores the API base for the worker and asks it to refresh the mirror data at once', async () => {
    const { bridge, controller, storedBases } = world();
    controller.start();
    await settle();
    expect(storedBases).toEqual(['https://api.casino.example']);
    expect(bridge.posted).toEqual([{ type: 'syncMirrors' }]);
  });

  it('registers periodic background sync sync-data every 10 minutes where the browser grants it', async () => {
    const { bridge, controller, clock } = world();
    bridge.periodicSyncGranted = true;
    controller.start();
    await settle();
    expect(controller.syncMode).toBe('periodic');
    expect(bridge.periodicSyncs).toEqual([{ tag: 'sync-data', minIntervalMs: 600_000 }]);
    await clock.advanceAndSettle(600_000);
    expect(bridge.oneOffSyncs).toEqual([]);
  });

  it('falls back to a one-off sync-data sync every 10 minutes without periodic sync', async () => {
    const { bridge, controller, clock } = world();
    controller.start();
    await settle();
    expect(controller.syncMode).toBe('fallback');
    await clock.advanceAndSettle(599_000);
    expect(bridge.oneOffSyncs).toEqual([]);
    await clock.advanceAndSettle(1_000);
    expect(bridge.oneOffSyncs).toEqual(['sync-data']);
  });

  it('posts syncMirrors every 10 minutes where there is no background sync at all', async () => {
    const { bridge, controller, clock } = world();
    bridge.oneOffSyncSupported = false;
    controller.start();
    await settle();
    await clock.advanceAndSettle(600_000);
    expect(bridge.posted).toEqual([{ type: 'syncMirrors' }, { type: 'syncMirrors' }]);
  });

  it('has the first worker cache the locale bundles the page loaded before it took control', async () => {
    const { bridge, controller } = world();
    controller.start();
    await settle();
    bridge.installFirst();
    await settle();
    expect(bridge.cached).toEqual([['https://casino.example/assets/locales/ru/pwa-D3x9.js']]);
  });
});
