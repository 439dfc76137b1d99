import { RELOAD_GUARD_TTL_MS, SW_UPDATE_CHECK_MS } from './timing.ts';

/**
 * The service worker's life (§4): registered, installed, activated. A worker that installs while another already
 * controls the page is an update; when it activates the page reloads, at most once per reload guard TTL (§9).
 */
export type ServiceWorkerPhase = 'unregistered' | 'registered' | 'installed' | 'activated' | 'failed';

export interface ServiceWorkerState {
  readonly phase: ServiceWorkerPhase;
  /** Whether a worker controlled the page when this one was registered. */
  readonly controlled: boolean;
  readonly updateInstalled: boolean;
  readonly online: boolean;
  /** Set when an update has activated: the page should reload. */
  readonly reloadRequested: boolean;
}

export type ServiceWorkerEvent =
  | { readonly type: 'registered'; readonly controlled: boolean }
  | { readonly type: 'registrationFailed' }
  | { readonly type: 'installed' }
  | { readonly type: 'activated' }
  | { readonly type: 'online' }
  | { readonly type: 'offline' };

/** Logged when registration fails (§8). */
export const SW_REGISTRATION_ERROR_MESSAGE = 'Error while registration Service Worker';

export function initialServiceWorkerState(online: boolean): ServiceWorkerState {
  return { phase: 'unregistered', controlled: false, updateInstalled: false, online, reloadRequested: false };
}

export function serviceWorkerReducer(
  state: ServiceWorkerState,
  event: ServiceWorkerEvent,
): ServiceWorkerState {
  switch (event.type) {
    case 'registered':
      return { ...state, phase: 'registered', controlled: event.controlled };
    case 'registrationFailed':
      return { ...state, phase: 'failed' };
    case 'installed':
      if (state.phase === 'unregistered' || state.phase === 'failed') return state;
      return { ...state, phase: 'installed', updateInstalled: state.controlled };
    case 'activated':
      if (state.phase === 'unregistered' || state.phase === 'failed') return state;
      return {
        ...state,
        phase: 'activated',
        reloadRequested: state.reloadRequested || state.updateInstalled,
      };
    case 'online':
      return { ...state, online: true };
    case 'offline':
      return { ...state, online: false };
  }
}

/** How often to ask for an update (every 20 s, §9), or null: only a registered worker, only while online. */
export function updateCheckIntervalMs(state: ServiceWorkerState): number | null {
  const registered = state.phase !== 'unregistered' && state.phase !== 'failed';
  return registered && state.online ? SW_UPDATE_CHECK_MS : null;
}

/**
 * The reload guard (§9): reload unless the last reload was less than 10 s ago, so an update cannot loop the page.
 * A missing, unreadable or future last-reload instant does not block a reload.
 */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= RELOAD_GUARD_TTL_MS;
}
