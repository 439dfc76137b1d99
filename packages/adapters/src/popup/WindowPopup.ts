import {
  safeTarget,
  type Clock,
  type Logger,
  type Popup,
  type SocialLoginConsent,
  type TimerHandle,
} from '@casino/core';

/** The opened provider window as far as this adapter needs it. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
}

/** The app window: opens the popup and receives its messages. */
export interface PopupHost {
  open(url: string, target: string, features: string): PopupWindow | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface WindowPopupOptions {
  readonly host: PopupHost;
  /** The API's origin: the consent page posts from there, and nothing else is listened to. */
  readonly apiOrigin: string;
  /** Hosts the provider page may be on; the API's host when not given. */
  readonly allowedHosts?: readonly string[];
  readonly clock: Pick<Clock, 'setInterval' | 'setTimeout'>;
  readonly logger: Logger;
}

/** How often to look whether the player closed the popup. */
export const POPUP_CLOSED_POLL_MS = 500;
/**
 * How long a closed popup's last message may still be on its way: the provider page posts the token and closes
 * itself at once, and a busy page can see the window closed before it gets the message.
 */
export const POPUP_CLOSED_GRACE_MS = 1_000;
const POPUP_FEATURES = 'popup,width=520,height=680';
const MAX_TOKEN_LENGTH = 4096;
// Printable ASCII without spaces: what an opaque bearer token is made of.
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

function consentFrom(data: unknown): SocialLoginConsent | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as {
    readonly type?: unknown;
    readonly token?: unknown;
    readonly registered?: unknown;
  };
  if (message.type !== 'social-login' || typeof message.token !== 'string') return null;
  const { token } = message;
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_CHARACTERS.test(token)) return null;
  // Only a real boolean true means a new account; a string, number or missing flag must not start a registration.
  return { token, registered: message.registered === true };
}

/**
 * Social login (§4): opens the provider page in a popup once its URL passes the safe-URL check, and waits for
 * `{ type: 'social-login', token, registered }` posted from the API origin by that popup. Any other message is ignored;
 * a blocked popup answers null, and so does a closed one once its last message has had time to arrive.
 */
export class WindowPopup implements Popup {
  readonly #options: WindowPopupOptions;
  readonly #apiOrigin: string;
  readonly #allowedHosts: readonly string[];

  constructor(options: WindowPopupOptions) {
    this.#options = options;
    const api = new URL(options.apiOrigin);
    this.#apiOrigin = api.origin;
    this.#allowedHosts = options.allowedHosts ?? [api.hostname];
  }

  waitForToken(url: string): Promise<SocialLoginConsent | null> {
    const target = safeTarget(url, { allowedHosts: this.#allowedHosts });
    if (target?.kind !== 'external') {
      this.#options.logger.warn('Social login page refused: not a safe provider URL', url);
      return Promise.resolve(null);
    }
    const { host, clock } = this.#options;
    const popup = host.open(target.url, 'social-login', POPUP_FEATURES);
    if (!popup) {
      this.#options.logger.warn('Social login popup was blocked');
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      let closedWatch: TimerHandle | null = null;
      const finish = (consent: SocialLoginConsent | null) => {
        host.removeEventListener('message', onMessage);
        closedWatch?.cancel();
        if (consent !== null && !popup.closed) popup.close();
        resolve(consent);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== this.#apiOrigin || event.source !== popup) return;
        const consent = consentFrom(event.data);
        if (consent !== null) finish(consent);
      };
      host.addEventListener('message', onMessage);
      closedWatch = clock.setInterval(() => {
        if (!popup.closed) return;
        closedWatch?.cancel();
        closedWatch = clock.setTimeout(() => finish(null), POPUP_CLOSED_GRACE_MS);
      }, POPUP_CLOSED_POLL_MS);
    });
  }
}
