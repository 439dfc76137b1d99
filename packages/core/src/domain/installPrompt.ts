/**
 * The install prompt (§4): available when the browser offers installation, shown when we put it in front of the
 * player, then dismissed or installed. A dismissal persists: it is stored under the local storage key
 * `hide-install-prompt` (§3) and read back at start, so the prompt never returns.
 */
export type InstallPromptState = 'unavailable' | 'available' | 'shown' | 'dismissed' | 'installed';

export type InstallPromptEvent =
  | { readonly type: 'promptAvailable' }
  | { readonly type: 'promptShown' }
  | { readonly type: 'dismissed' }
  | { readonly type: 'installed' };

export const INSTALL_PROMPT_STORAGE_KEY = 'hide-install-prompt';
/** The stored flag value for a dismissed prompt. */
export const INSTALL_PROMPT_DISMISSED_VALUE = 'true';

/** The state at start, from the stored flag (whatever else is stored there counts as not dismissed). */
export function initialInstallPrompt(storedFlag: string | null): InstallPromptState {
  return storedFlag === INSTALL_PROMPT_DISMISSED_VALUE ? 'dismissed' : 'unavailable';
}

export function installPromptReducer(
  state: InstallPromptState,
  event: InstallPromptEvent,
): InstallPromptState {
  if (state === 'dismissed' || state === 'installed') return state;
  switch (event.type) {
    case 'promptAvailable':
      return state === 'unavailable' ? 'available' : state;
    case 'promptShown':
      return state === 'available' ? 'shown' : state;
    case 'dismissed':
      return 'dismissed';
    case 'installed':
      return 'installed';
  }
}

/** The flag to store for a state, or null when nothing should be stored. */
export function installPromptStoredFlag(state: InstallPromptState): string | null {
  return state === 'dismissed' ? INSTALL_PROMPT_DISMISSED_VALUE : null;
}

export function canShowInstallPrompt(state: InstallPromptState): boolean {
  return state === 'available';
}
