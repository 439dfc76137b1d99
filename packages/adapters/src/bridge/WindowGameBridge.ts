import { parseGameMessage, type GameBridge, type GameMessage } from '@casino/core';

/** The part of a window the bridge uses, so a test can hand it a fake one. */
export type MessageHost = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Hears a provider's game window through postMessage: a message counts only when it comes from the launch URL's
 * origin and from that iframe's own window; anything else (another origin, another frame, a malformed message) is
 * ignored.
 */
export class WindowGameBridge implements GameBridge {
  readonly #host: MessageHost;

  constructor(host: MessageHost) {
    this.#host = host;
  }

  connect(
    target: { readonly origin: string; readonly frame: unknown },
    onMessage: (message: GameMessage) => void,
  ) {
    const listener = (event: MessageEvent) => {
      if (event.origin !== target.origin || event.source === null || event.source !== target.frame) return;
      const message = parseGameMessage(event.data);
      if (message) onMessage(message);
    };
    this.#host.addEventListener('message', listener);
    return () => this.#host.removeEventListener('message', listener);
  }
}
