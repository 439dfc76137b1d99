import { LIVE_HEARTBEAT_MS, Reconnector, type Clock, type LiveStatus, type TimerHandle } from '@casino/core';

/** The part of a browser WebSocket the channels use; tests hand in a fake. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
}

/** Whether the device is on a network, and news when that changes (the browser's online/offline events). */
export interface NetworkState {
  online(): boolean;
  onChange(listener: (online: boolean) => void): () => void;
}

export interface ReconnectingSocketOptions {
  readonly url: string;
  readonly clock: Clock;
  readonly random: () => number;
  readonly openSocket: (url: string) => LiveSocket;
  readonly network: NetworkState;
}

export interface SocketHandlers {
  /** The socket opened (send what the server must hear first). */
  opened(socket: LiveSocket): void;
  /** A text frame arrived. */
  received(text: string): void;
  /** The socket is gone (closed, dead, or stopped). */
  dropped(): void;
}

export const OPEN = 1;

/**
 * One WebSocket kept open for a channel: a ping every 5 s and a connection silent for 10 s declared dead,
 * reconnection with the core's backoff and jitter (at once when the network comes back), and the status a page shows.
 * The channel calls `live()` once the server's state has arrived (its snapshot).
 */
export class ReconnectingSocket {
  readonly #options: ReconnectingSocketOptions;
  readonly #handlers: SocketHandlers;
  readonly #reconnector: Reconnector;
  readonly #statuses = new Set<(status: LiveStatus) => void>();
  #status: LiveStatus = 'offline';
  #socket: LiveSocket | null = null;
  #lastFrameAt = 0;
  #heartbeat: TimerHandle | null = null;
  #stopNetwork: (() => void) | null = null;
  #running = false;

  constructor(options: ReconnectingSocketOptions, handlers: SocketHandlers) {
    this.#options = options;
    this.#handlers = handlers;
    this.#reconnector = new Reconnector(options.clock, options.random);
  }

  get status(): LiveStatus {
    return this.#status;
  }

  /** The open socket, or null. */
  get socket(): LiveSocket | null {
    const socket = this.#socket;
    return socket && socket.readyState === OPEN ? socket : null;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#stopNetwork = this.#options.network.onChange((online) => this.#networkChanged(online));
    if (this.#options.network.online()) this.#connect();
    else this.#setStatus('offline');
  }

  stop(): void {
    this.#running = false;
    this.#stopNetwork?.();
    this.#stopNetwork = null;
    this.#reconnector.cancel();
    this.#drop();
    this.#setStatus('offline');
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statuses.add(listener);
    return () => this.#statuses.delete(listener);
  }

  /** The server's state is here: the backoff starts over and the channel is live. */
  live(): void {
    this.#reconnector.connected();
    this.#setStatus('live');
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#statuses]) listener(status);
  }

  #connect(): void {
    if (!this.#running) return;
    this.#setStatus(this.#status === 'offline' ? 'connecting' : 'reconnecting');
    let socket: LiveSocket;
    try {
      socket = this.#options.openSocket(this.#options.url);
    } catch {
      // A refused URL (a browser's security policy throws at once): try again later like any failed connection.
      this.#setStatus('reconnecting');
      this.#reconnector.retry(() => this.#connect());
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#lastFrameAt = this.#options.clock.now();
      this.#handlers.opened(socket);
      this.#beat(socket);
    };
    socket.onmessage = (message) => {
      this.#lastFrameAt = this.#options.clock.now();
      if (typeof message.data === 'string') this.#handlers.received(message.data);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#drop();
      if (!this.#running) return;
      if (!this.#options.network.online()) return this.#setStatus('offline');
      this.#setStatus('reconnecting');
      this.#reconnector.retry(() => this.#connect());
    };
  }

  #beat(socket: LiveSocket): void {
    this.#heartbeat?.cancel();
    this.#heartbeat = this.#options.clock.setInterval(() => {
      if (this.#options.clock.now() - this.#lastFrameAt >= LIVE_HEARTBEAT_MS) {
        socket.close();
        socket.onclose?.();
        return;
      }
      if (socket.readyState === OPEN) socket.send('{"type":"ping"}');
    }, LIVE_HEARTBEAT_MS / 2);
  }

  /** Closes the socket without waiting for it. */
  #drop(): void {
    this.#heartbeat?.cancel();
    this.#heartbeat = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
    }
    this.#handlers.dropped();
  }

  #networkChanged(online: boolean): void {
    if (!this.#running) return;
    if (!online) {
      this.#reconnector.cancel();
      this.#drop();
      return this.#setStatus('offline');
    }
    this.#reconnector.cancel();
    if (!this.#socket) this.#connect();
  }
}
