import type { CookieJar, SessionRefresher } from '@casino/core';
import { ConsoleLogger, CryptoRandomness, SystemClock, WebCryptoDigests } from '@casino/adapters';
import {
  RequestMemoryStore,
  ServerConnectivity,
  ServerDownloads,
  ServerAnalytics,
  ServerCaptcha,
  ServerFingerprint,
  ServerGameBridge,
  ServerLiveChannel,
  ServerSportsFeed,
  ServerSupportChat,
  ServerLazyScript,
  ServerPopup,
  ServerSessionChannel,
  ServerSyncStore,
  requestCookieJar,
  type RequestCookies,
} from '@casino/adapters/server';
import { apiPorts } from '../apiPorts.ts';
import { APP_TOKENS } from '../appTokens.ts';
import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { NetworkStatus } from '../../pwa/NetworkStatus.ts';
import type { ServerCaches } from '../../server/serverCaches.ts';
import { sharedPorts } from './sharedPorts.ts';

export interface ServerPortFacts {
  /** The request's cookies; what the render writes goes back in the response. */
  readonly cookies: RequestCookies;
  /** The player's address and user agent, carried by every call to the API. */
  readonly playerHeaders: Readonly<Record<string, string>>;
  /** The host the page was asked on: the shared answers are kept per host. */
  readonly host: string;
  /** What the server's requests share (issue 35); none: every call goes to the API. */
  readonly caches?: ServerCaches | null;
}

/**
 * The server holds no refresh cookie (it belongs to the browser and the API), so it cannot tell a lapsed access token
 * from an ended session. A refused profile renders the visitor's page, but the token stays with the browser, which
 * renews it or ends the session itself (§4): a server render never logs a player out. Nor does it write back the
 * token it was sent: that answer could arrive after another tab renewed the token, and put the lapsed one back. It
 * writes the token only when it sets a new one (a simple-auth sign-in).
 */
export function keepingSessionToken(jar: CookieJar): CookieJar {
  const sent = jar.get('token');
  return {
    get: (name) => jar.get(name),
    set: (name, value) => {
      if (name !== 'token' || value !== sent) jar.set(name, value);
    },
    remove: (name) => {
      if (name !== 'token') jar.remove(name);
    },
  };
}

/** A server render does not refresh: a refresh there would spend nothing it has, and the browser does it. */
export const SERVER_REFRESHER: Pick<SessionRefresher, 'accessTokenAfter401'> = {
  accessTokenAfter401: () => Promise.resolve(null),
};

/**
 * The server's adapters that keep nothing (the real clock, the console, the no-ops for what only a browser has): one
 * instance each for the life of the process, in the parent every request's container shares (`requestParent`).
 */
export const statelessServerPorts = bindings((bind) => {
  bind.value(TOKENS.Clock, new SystemClock());
  bind.value(TOKENS.Logger, new ConsoleLogger());
  bind.value(TOKENS.SyncStore, new ServerSyncStore());
  bind.value(TOKENS.RefreshLocks, undefined);
  bind.value(TOKENS.Digests, new WebCryptoDigests(globalThis.crypto.subtle));
  bind.value(TOKENS.Randomness, new CryptoRandomness(globalThis.crypto));
  bind.value(TOKENS.Analytics, new ServerAnalytics());
  bind.value(TOKENS.Captcha, new ServerCaptcha());
  bind.value(TOKENS.Fingerprint, new ServerFingerprint());
  bind.value(TOKENS.SessionChannel, new ServerSessionChannel());
  bind.value(TOKENS.Popup, new ServerPopup());
  bind.value(TOKENS.GameBridge, new ServerGameBridge());
  bind.value(TOKENS.LiveChannel, new ServerLiveChannel());
  bind.value(TOKENS.SportsFeed, new ServerSportsFeed());
  bind.value(TOKENS.MessagingScript, new ServerLazyScript());
  bind.value(TOKENS.Downloads, new ServerDownloads());
});

/**
 * Each core port bound for one server render, beside `statelessServerPorts`: the same HTTP adapters as the browser
 * with the player's token (from the cookie), address and language; the request's cookies and memory.
 */
export function serverPortsModule(facts: ServerPortFacts) {
  return bindings((bind) => {
    bind.service(TOKENS.CookieJar, {}, () => keepingSessionToken(requestCookieJar(facts.cookies)));
    bind.service(TOKENS.KeyValueStore, {}, () => new RequestMemoryStore());
    apiPorts(
      bind,
      () => SERVER_REFRESHER,
      facts.playerHeaders,
      sharedPorts(facts.caches ?? null, {
        host: facts.host,
        address: facts.playerHeaders['X-Forwarded-For'] ?? '',
      }),
    );
    bind.service(
      TOKENS.SupportChat,
      { config: APP_TOKENS.AppConfig },
      ({ config }) => new ServerSupportChat(config.chatScriptUrl !== null),
    );
    // Game boards read it as they render (a round is not offered offline); the server is online.
    bind.service(TOKENS.NetworkStatus, {}, () => new NetworkStatus(new ServerConnectivity()));
  });
}
