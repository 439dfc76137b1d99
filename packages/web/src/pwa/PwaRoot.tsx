import { Suspense, useEffect } from 'react';
import { useInjection } from '../app/useInjection.ts';
import { useViewModel } from '../app/useViewModel.ts';
import type { BuildUpdateViewModel } from './BuildUpdateViewModel.ts';
import type { InstallPromptViewModel } from './InstallPromptViewModel.ts';
import type { NetworkStatus } from './NetworkStatus.ts';
import { PwaNotices } from './PwaNotices.tsx';
import { PWA_TYPES } from './pwaTokens.ts';
import type { ServiceWorkerController } from './ServiceWorkerController.ts';

/**
 * The installable app's part of every page: registers the service worker, and shows the offline notice, the app
 * update prompt and the install prompt. View models are made here, outside the Suspense boundary, so a render that
 * waits for the `pwa` bundle never makes a second set.
 */
export function PwaRoot() {
  const worker = useInjection<ServiceWorkerController>(PWA_TYPES.ServiceWorkerController);
  const network = useInjection<NetworkStatus>(PWA_TYPES.NetworkStatus);
  const install = useViewModel<InstallPromptViewModel>(PWA_TYPES.InstallPromptViewModel);
  const update = useViewModel<BuildUpdateViewModel>(PWA_TYPES.BuildUpdateViewModel);

  useEffect(() => {
    worker.start();
    return () => worker.stop();
  }, [worker]);

  return (
    <Suspense fallback={null}>
      <PwaNotices network={network} install={install} update={update} />
    </Suspense>
  );
}
