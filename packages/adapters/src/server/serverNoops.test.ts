import { describe, expect, it } from 'vitest';
import type { Captcha, GameBridge, LiveChannel, Popup, SessionChannel, SyncStore } from '@casino/core';
import {
  RequestMemoryStore,
  ServerAnalytics,
  ServerCaptcha,
  ServerGameBridge,
  ServerLiveChannel,
  ServerPopup,
  ServerSessionChannel,
  ServerSyncStore,
} from './serverNoops.ts';

describe('the server’s stand-ins for browser-only ports', () => {
  it('answer “nothing” instead of failing: no captcha token, no popup consent, no flags, no stored API base', async () => {
    const captcha: Captcha = new ServerCaptcha();
    const popup: Popup = new ServerPopup();
    const syncStore: SyncStore = new ServerSyncStore();
    await expect(captcha.token('login')).resolves.toBeNull();
    await expect(popup.waitForToken('https://sso.example/')).resolves.toBeNull();
    const analytics = new ServerAnalytics();
    expect(analytics.featureFlags()).toEqual([]);
    // The flags are the browser's to ask for: a gate they could open is left to the page there.
    expect(analytics.featureFlagsLoaded).toBe(false);
    expect(analytics.featureFlagsAsked).toBe(false);
    await expect(syncStore.getApiBaseUrl()).resolves.toBeNull();
    const channel: SessionChannel = new ServerSessionChannel();
    const stopListening = channel.listen(() => {
      throw new Error('no other tab exists on the server');
    });
    expect(stopListening).toBeTypeOf('function');
    const bridge: GameBridge = new ServerGameBridge();
    const disconnect = bridge.connect({ origin: 'https://games.example', frame: null }, () => {
      throw new Error('no game frame exists on the server');
    });
    expect(disconnect()).toBeUndefined();
  });

  it('render a live page as before its socket connects: offline, and a command refused as a lost connection', async () => {
    const live: LiveChannel = new ServerLiveChannel();
    live.start();
    expect(live.status).toBe('offline');
    await expect(live.request({ kind: 'crashCashOut', key: 'k-1', roundId: 1 })).resolves.toEqual({
      ok: false,
      error: 'connection_lost',
    });
  });

  it('keep what a render stores for that render alone', () => {
    const first = new RequestMemoryStore();
    first.set('banner', 'seen');
    expect(first.get('banner')).toBe('seen');
    expect(new RequestMemoryStore().get('banner')).toBeNull();
    first.remove('banner');
    expect(first.get('banner')).toBeNull();
  });
});
