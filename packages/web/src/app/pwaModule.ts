import { SERVICE_WORKER_URL } from '@casino/core';
import { fetchJsonNoStore, sessionPageReloader, WorkboxBridge } from '@casino/adapters';
import { whenFirstPageShown } from '../components/idle.ts';
import { APP_TOKENS } from './appTokens.ts';
import { bindings } from './binding.ts';
import { TOKENS } from '../di/tokens.ts';
import { BUILD_UPDATE_VM, BuildUpdateViewModel } from '../pwa/BuildUpdateViewModel.ts';
import { installPromptSource } from '../pwa/installPromptCapture.ts';
import { INSTALL_PROMPT_VM, InstallPromptViewModel } from '../pwa/InstallPromptViewModel.ts';
import { SERVICE_WORKER_CONTROLLER, ServiceWorkerController } from '../pwa/ServiceWorkerController.ts';

/**
 * The installable app's bindings: its ports bound to the browser adapters (workbox, the no-store fetch of the build
 * manifest, the guarded reload), and the PWA view models. The build's facts are read here. Not in the shell: the app
 * root loads this module with the prompts once the first page answers input (AppRoot.tsx, issue 35), so workbox-window
 * and the controller are not part of what a page runs before it answers. The network state every page reads is bound
 * in the shell (container.ts).
 */
export const pwaModule = bindings((bind) => {
  bind.service(
    SERVICE_WORKER_CONTROLLER,
    {
      network: TOKENS.NetworkStatus,
      clock: TOKENS.Clock,
      syncStore: TOKENS.SyncStore,
      logger: TOKENS.Logger,
      config: APP_TOKENS.AppConfig,
    },
    ({ config, ...deps }) =>
      new ServiceWorkerController({
        ...deps,
        // No service worker under `vite dev`: only the production build has a /sw.js.
        bridge: new WorkboxBridge(SERVICE_WORKER_URL, window, import.meta.env.PROD),
        reloader: sessionPageReloader(window),
        apiBaseUrl: config.apiBaseUrl,
        page: {
          origin: window.location.origin,
          loadedResources: () => performance.getEntriesByType('resource').map((entry) => entry.name),
        },
        whenIdle: (task) => whenFirstPageShown(window, task),
      }),
  );

  bind.viewModel(
    INSTALL_PROMPT_VM,
    { storage: TOKENS.KeyValueStore },
    ({ storage }) => new InstallPromptViewModel(installPromptSource, storage),
  );

  bind.viewModel(
    BUILD_UPDATE_VM,
    { clock: TOKENS.Clock, network: TOKENS.NetworkStatus },
    ({ clock, network }) =>
      new BuildUpdateViewModel({
        currentBuildId: import.meta.env.VITE_BUILD_ID ?? null,
        getJson: fetchJsonNoStore,
        clock,
        isOnline: () => network.online,
        reloadPage: () => window.location.reload(),
      }),
  );
});
