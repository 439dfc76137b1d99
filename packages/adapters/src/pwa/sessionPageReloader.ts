import type { PageReloader } from '@casino/core';

const LAST_RELOAD_KEY = 'sw-reload-at';

/**
 * Kept in session storage: the guard is about this tab looping, and another tab's reload must not stop this one.
 * Storage that throws (private mode, disabled) counts as no earlier reload.
 */
export function sessionPageReloader(browser: Window = window): PageReloader {
  return {
    lastReloadAt() {
      try {
        const stored = browser.sessionStorage.getItem(LAST_RELOAD_KEY);
        return stored === null ? null : Number(stored);
      } catch {
        return null;
      }
    },
    reload(at) {
      try {
        browser.sessionStorage.setItem(LAST_RELOAD_KEY, String(at));
      } catch {
        // Without storage the guard cannot hold; the reload still brings the update in.
      }
      browser.location.reload();
    },
  };
}
