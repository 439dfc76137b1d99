import type { SessionChannel, SessionEvent } from '@casino/core';

/** The channel every tab of the site opens. */
export const SESSION_CHANNEL_NAME = 'casino-session';

interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const MAX_USER_ID_LENGTH = 128;

/**
 * Only `{ type: 'session', kind: 'loggedOut' }` and `{ type: 'session', kind: 'loggedIn', userId }` (a short string id)
 * are session events; anything else on the channel is ignored.
 */
function sessionEvent(data: unknown): SessionEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, kind, userId } = data as { type?: unknown; kind?: unknown; userId?: unknown };
  if (type !== 'session') return null;
  if (kind === 'loggedOut') return { kind };
  const validId = typeof userId === 'string' && userId !== '' && userId.length <= MAX_USER_ID_LENGTH;
  return kind === 'loggedIn' && validId ? { kind, userId } : null;
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
    this.#channel?.postMessage({ type: 'session', ...event });
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
