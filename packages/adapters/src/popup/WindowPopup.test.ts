// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@casino/core';
import { ManualClock } from '../../test/support/ManualClock.ts';
import { WindowPopup, type PopupHost, type PopupWindow } from './WindowPopup.ts';

const API = 'https://api.casino.test';
const PROVIDER_PAGE = `${API}/social/google/consent?state=abc&origin=https%3A%2F%2Fcasino.test`;

class ProviderPopup implements PopupWindow {
  closed = false;
  close(): void {
    this.closed = true;
  }
}

/** The app window: records what it opened and delivers messages to the adapter's listeners. */
class AppWindow implements PopupHost {
  readonly opened: string[] = [];
  popup: ProviderPopup | null = new ProviderPopup();
  readonly #events = new EventTarget();

  open(url: string): PopupWindow | null {
    this.opened.push(url);
    return this.popup;
  }

  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void {
    this.#events.addEventListener(type, listener as EventListener);
  }

  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void {
    this.#events.removeEventListener(type, listener as EventListener);
  }

  post(data: unknown, origin: string, source: unknown): void {
    this.#events.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
    );
  }
}

class RecordingLogger implements Logger {
  readonly warnings: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(): void {}
}

let appWindow: AppWindow;
let clock: ManualClock;
let logger: RecordingLogger;
let popup: WindowPopup;

beforeEach(() => {
  appWindow = new AppWindow();
  clock = new ManualClock();
  logger = new RecordingLogger();
  popup = new WindowPopup({ host: appWindow, apiOrigin: API, clock, logger });
});

/** Settles `promise` into a readable state without waiting for it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WindowPopup', () => {
  it('opens the provider page and resolves with the token the popup posts from the API origin', async () => {
    const waiting = popup.waitForToken(PROVIDER_PAGE);
    expect(appWindow.opened).toEqual([PROVIDER_PAGE]);
    appWindow.post({ type: 'social-login', token: 'access-token', registered: false }, API, appWindow.popup);
    expect(await waiting).toEqual({ token: 'access-token', registered: false });
    expect(appWindow.popup?.closed).toBe(true);
  });

  it('tells when the consent created the account, so the client runs registration completion', async () => {
    const waiting = popup.waitForToken(PROVIDER_PAGE);
    appWindow.post({ type: 'social-login', token: 'new-player', registered: true }, API, appWindow.popup);
    expect(await waiting).toEqual({ token: 'new-player', registered: true });
  });

  it.each([
    ['a missing flag', undefined],
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
    ['an object', { valueOf: true }],
    ['an array', [true]],
  ])(
    'takes only a boolean as the new-account flag, so %s means an existing account',
    async (_, registered) => {
      const waiting = popup.waitForToken(PROVIDER_PAGE);
      appWindow.post({ type: 'social-login', token: 'access-token', registered }, API, appWindow.popup);
      expect(await waiting).toEqual({ token: 'access-token', registered: false });
    },
  );

  it('ignores a new-account flag from another origin, another window, or without a usable token', async () => {
    const state = watch(popup.waitForToken(PROVIDER_PAGE));
    const provider = appWindow.popup;
    appWindow.post({ type: 'social-login', token: 'evil', registered: true }, 'https://evil.test', provider);
    appWindow.post({ type: 'social-login', token: 'framed', registered: true }, API, new ProviderPopup());
    appWindow.post({ type: 'social-login', registered: true }, API, provider);
    appWindow.post({ type: 'social-login', error: 'access_denied', registered: true }, API, provider);
    appWindow.post({ type: 'social-login', token: 'has space', registered: true }, API, provider);
    await flush();
    expect(state.settled).toBe(false);
    appWindow.post({ type: 'social-login', token: 'good', registered: false }, API, provider);
    await flush();
    expect(state).toEqual({ settled: true, value: { token: 'good', registered: false } });
  });

  it('ignores messages from another origin, another window, or of another shape', async () => {
    const state = watch(popup.waitForToken(PROVIDER_PAGE));
    const provider = appWindow.popup;
    appWindow.post({ type: 'social-login', token: 'evil' }, 'https://evil.test', provider);
    appWindow.post({ type: 'social-login', token: 'framed' }, API, new ProviderPopup());
    appWindow.post({ type: 'other', token: 'x' }, API, provider);
    appWindow.post({ type: 'social-login', token: 42 }, API, provider);
    appWindow.post({ type: 'social-login', token: 'has space' }, API, provider);
    appWindow.post({ type: 'social-login', token: 'x'.repeat(5000) }, API, provider);
    appWindow.post('social-login:token', API, provider);
    appWindow.post(null, API, provider);
    await flush();
    expect(state.settled).toBe(false);
    appWindow.post({ type: 'social-login', token: 'good' }, API, provider);
    await flush();
    expect(state).toEqual({ settled: true, value: { token: 'good', registered: false } });
  });

  it('resolves null when the player closes the popup', async () => {
    const state = watch(popup.waitForToken(PROVIDER_PAGE));
    clock.advance(1000);
    await flush();
    expect(state.settled).toBe(false);
    appWindow.popup?.close();
    clock.advance(500);
    await flush();
    expect(state.settled).toBe(false); // its last message may still be on its way
    clock.advance(1000);
    await flush();
    expect(state).toEqual({ settled: true, value: null });
    expect(clock.pendingTimers).toBe(0);
  });

  it('still takes the token a provider page posted just before closing itself, seen closed first by a busy page', async () => {
    const state = watch(popup.waitForToken(PROVIDER_PAGE));
    const window = appWindow.popup;
    window?.close();
    clock.advance(500);
    await flush();
    appWindow.post({ type: 'social-login', token: 'late-token' }, API, window);
    await flush();
    expect(state).toMatchObject({ settled: true, value: { token: 'late-token' } });
    clock.advance(5000);
    expect(clock.pendingTimers).toBe(0);
  });

  it('resolves null when the browser blocks the popup', async () => {
    appWindow.popup = null;
    expect(await popup.waitForToken(PROVIDER_PAGE)).toBeNull();
    expect(logger.warnings).toEqual(['Social login popup was blocked']);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.test/social/google',
    'https://api.casino.test@evil.test/',
    '//evil.test/x',
    '/social/google/consent',
    'data:text/html,<script>alert(1)</script>',
  ])('never opens an unsafe provider URL: %s', async (url) => {
    expect(await popup.waitForToken(url)).toBeNull();
    expect(appWindow.opened).toEqual([]);
  });

  it('opens provider hosts the composition root allows besides the API', async () => {
    const withGoogle = new WindowPopup({
      host: appWindow,
      apiOrigin: API,
      allowedHosts: ['api.casino.test', 'accounts.google.com'],
      clock,
      logger,
    });
    void withGoogle.waitForToken('https://accounts.google.com/o/oauth2/auth?client_id=1');
    expect(appWindow.opened).toEqual(['https://accounts.google.com/o/oauth2/auth?client_id=1']);
  });

  it('takes the browser window as its host', async () => {
    const browserPopup = new WindowPopup({ host: window, apiOrigin: API, clock, logger });
    expect(await browserPopup.waitForToken('https://evil.test/')).toBeNull();
  });

  it('stops listening once it has answered', async () => {
    const waiting = popup.waitForToken(PROVIDER_PAGE);
    appWindow.post({ type: 'social-login', token: 'first' }, API, appWindow.popup);
    await waiting;
    expect(clock.pendingTimers).toBe(0);
  });
});
