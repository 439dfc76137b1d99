import { Suspense, useEffect } from 'react';
import { useInjection } from '../di/useInjection.ts';
import { useViewModel } from '../di/useViewModel.ts';
import { TOKENS } from '../di/tokens.ts';
import { BUILD_UPDATE_VM } from './BuildUpdateViewModel.ts';
import { INSTALL_PROMPT_VM } from './InstallPromptViewModel.ts';
import { SERVICE_WORKER_CONTROLLER } from './ServiceWorkerController.ts';
import { PwaNotices } from './PwaNotices.tsx';

/**
 * The installable app's part of every page: registers the service worker, and shows the offline notice, the app
 * update prompt and the install prompt. View models are made here, outside the Suspense boundary, so a render that
 * waits for the `pwa` bundle never makes a second set.
 */
export function PwaRoot() {
  const worker = useInjection(SERVICE_WORKER_CONTROLLER);
  const network = useInjection(TOKENS.NetworkStatus);
  const install = useViewModel(INSTALL_PROMPT_VM);
  const update = useViewModel(BUILD_UPDATE_VM);

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
