import { describe, expect, it } from 'vitest';
import {
  initialServiceWorkerState,
  serviceWorkerReducer,
  shouldReload,
  updateCheckIntervalMs,
  type ServiceWorkerEvent,
  type ServiceWorkerState,
} from './serviceWorkerState.ts';

const run = (state: ServiceWorkerState, ...events: ServiceWorkerEvent[]) =>
  events.reduce(serviceWorkerReducer, state);

describe('serviceWorkerReducer', () => {
  it('goes registered, installed, activated on a first visit without a reload', () => {
    const state = run(
      initialServiceWorkerState(true),
      { type: 'registered', controlled: false },
      { type: 'installed' },
      { type: 'activated' },
    );
    expect(state.phase).toBe('activated');
    expect(state.reloadRequested).toBe(false);
  });

  it('reloads the page when an update activates', () => {
    const registered = run(initialServiceWorkerState(true), { type: 'registered', controlled: true });
    const installed = serviceWorkerReducer(registered, { type: 'installed' });
    expect(installed.updateInstalled).toBe(true);
    expect(installed.reloadRequested).toBe(false);
    expect(serviceWorkerReducer(installed, { type: 'activated' }).reloadRequested).toBe(true);
  });

  it('ignores worker events before registration or after it failed', () => {
    const failed = serviceWorkerReducer(initialServiceWorkerState(true), { type: 'registrationFailed' });
    expect(failed.phase).toBe('failed');
    expect(run(failed, { type: 'installed' }, { type: 'activated' })).toEqual(failed);
    expect(serviceWorkerReducer(initialServiceWorkerState(true), { type: 'activated' }).phase).toBe(
      'unregistered',
    );
  });
});

describe('updateCheckIntervalMs', () => {
  it('re-checks every 20 s while online', () => {
    const registered = run(initialServiceWorkerState(true), { type: 'registered', controlled: true });
    expect(updateCheckIntervalMs(registered)).toBe(20_000);
  });

  it('does not check while offline or unregistered', () => {
    const registered = run(initialServiceWorkerState(true), { type: 'registered', controlled: true });
    expect(updateCheckIntervalMs(serviceWorkerReducer(registered, { type: 'offline' }))).toBeNull();
    expect(updateCheckIntervalMs(initialServiceWorkerState(true))).toBeNull();
    const back = run(registered, { type: 'offline' }, { type: 'online' });
    expect(updateCheckIntervalMs(back)).toBe(20_000);
  });
});

describe('shouldReload', () => {
  const now = 1_700_000_000_000;

  it('reloads when the page has not reloaded in the last 10 s', () => {
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(now - 10_000, now)).toBe(true);
  });

  it('holds back within the 10 s reload guard', () => {
    expect(shouldReload(now - 9_999, now)).toBe(false);
    expect(shouldReload(now, now)).toBe(false);
  });

  it('is not blocked by an unreadable or future instant', () => {
    expect(shouldReload(Number.NaN, now)).toBe(true);
    expect(shouldReload(now + 60_000, now)).toBe(true);
  });
});
