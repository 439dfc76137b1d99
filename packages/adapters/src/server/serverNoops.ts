import type {
  Analytics,
  Captcha,
  ConnectivitySource,
  Downloads,
  Fingerprint,
  GameBridge,
  KeyValueStore,
  LazyScript,
  LiveChannel,
  LiveReply,
  LiveStatus,
  Popup,
  SessionChannel,
  SportsFeed,
  SupportChat,
  SyncStore,
} from '@casino/core';

/**
 * The ports that only mean something in a player's browser, as the server renders a page: events are sent from the
 * browser once it runs, a captcha or a fingerprint is asked for only by a form the player submits, and a popup or
 * another tab does not exist here. Each is a no-op that answers "nothing", never a failure.
 */
export class ServerAnalytics implements Analytics {
  capture(): void {}
  pageView(): void {}
  identify(): void {}
  reset(): void {}
  featureFlags(): readonly string[] {
    return [];
  }
  /** No flag service is asked on the server: the browser asks for the flags once the page runs. */
  readonly featureFlagsLoaded = false;
  readonly featureFlagsAsked = false;
  requestFeatureFlags(): void {}
  onFeatureFlags(): () => void {
    return () => undefined;
  }
}

export class ServerCaptcha implements Captcha {
  token(): Promise<string | null> {
    return Promise.resolve(null);
  }
}

export class ServerFingerprint implements Fingerprint {
  get(): Promise<string> {
    return Promise.resolve('');
  }
  encrypted(): Promise<string | null> {
    return Promise.resolve(null);
  }
}

export class ServerPopup implements Popup {
  waitForToken(): Promise<null> {
    return Promise.resolve(null);
  }
}

/** A provider's game frame exists only in the browser; the launch page connects to it in an effect. */
export class ServerGameBridge implements GameBridge {
  connect(): () => void {
    return () => undefined;
  }
}

/**
 * The shared rounds' socket opens in the browser when a live page starts; the server renders the page as the browser
 * first shows it, before the socket has connected.
 */
export class ServerLiveChannel implements LiveChannel {
  readonly status: LiveStatus = 'offline';
  start(): void {}
  stop(): void {}
  onStatus(): () => void {
    return () => undefined;
  }
  onEvent(): () => void {
    return () => undefined;
  }
  request(): Promise<LiveReply> {
    return Promise.resolve({ ok: false, error: 'connection_lost' });
  }
}

/** The server renders the line it read over HTTP; the real-time channel opens in the browser. */
export class ServerSportsFeed implements SportsFeed {
  readonly status: LiveStatus = 'offline';
  start(): void {}
  stop(): void {}
  onStatus(): () => void {
    return () => undefined;
  }
  onMessage(): () => void {
    return () => undefined;
  }
}

/** The chat is offered as the build says (the page renders the same in the browser); nothing loads on the server. */
export class ServerSupportChat implements SupportChat {
  constructor(readonly available: boolean) {}
  start(): void {}
  open(): void {}
  setRoute(): void {}
  identify(): void {}
}

export class ServerLazyScript implements LazyScript {
  start(): void {}
}

export class ServerSessionChannel implements SessionChannel {
  announce(): void {}
  listen(): () => void {
    return () => undefined;
  }
}

/** The browser's storage for one render: starts empty (the server never sees the player's storage), kept in memory. */
export class RequestMemoryStore implements KeyValueStore {
  readonly #values = new Map<string, string>();

  get(key: string): string | null {
    return this.#values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.#values.set(key, value);
  }

  remove(key: string): void {
    this.#values.delete(key);
  }
}

/** The service worker's store is the browser's own: a render neither reads nor writes it. */
export class ServerSyncStore implements SyncStore {
  getApiBaseUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  setApiBaseUrl(): Promise<void> {
    return Promise.resolve();
  }
}

/** A page rendered on the server is online: the browser's own events take over once it runs. */
export class ServerConnectivity implements ConnectivitySource {
  isOnline(): boolean {
    return true;
  }

  subscribe(): () => void {
    return () => undefined;
  }
}

/** A file is saved by the player's browser when they ask; a render never saves one. */
export class ServerDownloads implements Downloads {
  saveText(): void {}
}
