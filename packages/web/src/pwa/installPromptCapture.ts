import { browserInstallPromptSource } from './installPromptSource.ts';

/**
 * The app's one install prompt source, listening from the moment this module loads. The browser fires
 * `beforeinstallprompt` once a page load, possibly before the lazily loaded app exists, so boot.ts, the entry, imports
 * this module first.
 */
export const installPromptSource = browserInstallPromptSource(window);
