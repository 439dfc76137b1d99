import type { RefreshLocks } from '@casino/core';

/** The browser's Web Locks API, or undefined where it has none (older browsers, insecure origins). */
export function browserRefreshLocks(
  navigator: Pick<Navigator, 'locks'> | undefined,
): RefreshLocks | undefined {
  // The DOM types promise `locks` everywhere; browsers before 2022 and insecure origins have none.
  const locks = navigator?.locks as LockManager | undefined;
  if (typeof locks?.request !== 'function') return undefined;
  return { request: async (name, callback) => await locks.request(name, callback) };
}
