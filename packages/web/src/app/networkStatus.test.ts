import { describe, expect, it } from 'vitest';
import { browserConnectivity } from '@casino/adapters';
import { NetworkStatus } from '../pwa/NetworkStatus.ts';

describe('NetworkStatus', () => {
  it('follows the browser going offline and back online', () => {
    const status = new NetworkStatus(browserConnectivity(window));
    expect(status.online).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(status.offline).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(status.offline).toBe(false);
    status.dispose();
  });

  it('starts offline when the browser is offline', () => {
    const status = new NetworkStatus({ isOnline: () => false, subscribe: () => () => undefined });
    expect(status.offline).toBe(true);
  });
});
