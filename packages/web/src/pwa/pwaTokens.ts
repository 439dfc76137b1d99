/** The PWA's services in the container (bound by `pwaModule`). */
export const PWA_TYPES = {
  NetworkStatus: Symbol.for('NetworkStatus'),
  ServiceWorkerController: Symbol.for('ServiceWorkerController'),
  InstallPromptViewModel: Symbol.for('InstallPromptViewModel'),
  BuildUpdateViewModel: Symbol.for('BuildUpdateViewModel'),
} as const;
