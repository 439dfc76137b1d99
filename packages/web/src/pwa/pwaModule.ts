import { ContainerModule } from 'inversify';
import { SERVICE_WORKER_URL } from '@casino/core';
import type { Clock, KeyValueStore, Logger, SyncStore } from '@casino/core';
import { TYPES } from '../app/tokens.ts';
import type { AppConfig } from '../app/appConfig.ts';
import { BuildUpdateViewModel, fetchJson } from './BuildUpdateViewModel.ts';
import { installPromptSource } from './installPromptCapture.ts';
import { InstallPromptViewModel } from './InstallPromptViewModel.ts';
import { browserConnectivity, NetworkStatus } from './NetworkStatus.ts';
import { sessionPageReloader } from './reloadGuard.ts';
import { WorkboxBridge } from './ServiceWorkerBridge.ts';
import { ServiceWorkerController } from './ServiceWorkerController.ts';
import { PWA_TYPES } from './pwaTokens.ts';

/** The PWA's bindings; the composition root loads this module next to its own. */
export const pwaModule = new ContainerModule((options) => {
  options
    .bind(PWA_TYPES.NetworkStatus)
    .toResolvedValue(() => new NetworkStatus(browserConnectivity(window)))
    .inSingletonScope();

  options
    .bind(PWA_TYPES.ServiceWorkerController)
    .toResolvedValue(
      (network: NetworkStatus, clock: Clock, syncStore: SyncStore, logger: Logger, config: AppConfig) =>
        new ServiceWorkerController({
          // No service worker under `vite dev`: only the production build has a /sw.js.
          bridge: new WorkboxBridge(SERVICE_WORKER_URL, window, import.meta.env.PROD),
          network,
          clock,
          syncStore,
          logger,
          reloader: sessionPageReloader(window),
          apiBaseUrl: config.apiBaseUrl,
          page: {
            origin: window.location.origin,
            loadedResources: () => performance.getEntriesByType('resource').map((entry) => entry.name),
          },
        }),
      [PWA_TYPES.NetworkStatus, TYPES.Clock, TYPES.SyncStore, TYPES.Logger, TYPES.AppConfig],
    )
    .inSingletonScope();

  options
    .bind(PWA_TYPES.InstallPromptViewModel)
    .toResolvedValue(
      (storage: KeyValueStore) => new InstallPromptViewModel(installPromptSource, storage),
      [TYPES.KeyValueStore],
    )
    .inTransientScope();

  options
    .bind(PWA_TYPES.BuildUpdateViewModel)
    .toResolvedValue(
      (clock: Clock, network: NetworkStatus) =>
        new BuildUpdateViewModel({
          currentBuildId: import.meta.env.VITE_BUILD_ID ?? null,
          getJson: fetchJson,
          clock,
          isOnline: () => network.online,
          reloadPage: () => window.location.reload(),
        }),
      [TYPES.Clock, PWA_TYPES.NetworkStatus],
    )
    .inTransientScope();
});
