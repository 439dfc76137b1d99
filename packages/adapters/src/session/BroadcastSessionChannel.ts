import type { SessionChannel, SessionEvent } from '@casino/core';

/** The channel every tab of the site opens. */
export const SESSION_CHANNEL_NAME = 'casino-session';

interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const EVENTS: readonly string[] = ['loggedIn', 'loggedOut'] satisfies SessionEvent[];

/** Only `{ type: 'session', event: 'loggedIn' | 'loggedOut' }` is a session event; anything else is ignored. */
function sessionEvent(data: unknown): SessionEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, event } = data as { type?: unknown; event?: unknown };
  return type === 'session' && typeof event === 'string' && EVENTS.includes(event)
    ? (event as SessionEvent)
    : null;
}

/**
 * The session channel on the browser's BroadcastChannel: same-origin tabs only. Where the browser has none, this
 * tab hears and tells nothing, as before.
 */
export class BroadcastSessionChannel implements SessionChannel {
  readonly #channel: Channel | null;

  constructor(open: ((name: string) => Channel) | null = defaultOpen()) {
    this.#channel = open ? open(SESSION_CHANNEL_NAME) : null;
  }

  announce(event: SessionEvent): void {
    this.#channel?.postMessage({ type: 'session', event });
  }

  listen(listener: (event: SessionEvent) => void): () => void {
    const channel = this.#channel;
    if (!channel) return () => undefined;
    const onMessage = (message: MessageEvent) => {
      const event = sessionEvent(message.data);
      if (event) listener(event);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }
}

function defaultOpen(): ((name: string) => Channel) | null {
  return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null;
}
