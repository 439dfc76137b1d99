import {
  LIVE_HEARTBEAT_MS,
  Reconnector,
  type Clock,
  type LiveChannel,
  type LiveCommand,
  type LiveEvent,
  type LiveReply,
  type LiveStatus,
  type TimerHandle,
} from '@casino/core';
import { parseLiveFrame } from './liveFrames.ts';

/** The part of a browser WebSocket the channel uses; tests hand in a fake. */
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

export interface WebSocketLiveChannelOptions {
  readonly url: string;
  readonly clock: Clock;
  readonly random: () => number;
  /** The access token now, sent in `auth` when the socket opens and again when it changes. */
  readonly token: () => string | null;
  readonly openSocket: (url: string) => LiveSocket;
  readonly network: NetworkState;
}

const OPEN = 1;

function commandFrame(command: LiveCommand): Record<string, unknown> {
  switch (command.kind) {
    case 'crashBet':
      return {
        type: 'crash.bet',
        key: command.key,
        stake_minor: command.stakeMinor,
        auto_cash_out: command.autoCashOut,
      };
    case 'crashCashOut':
      return { type: 'crash.cash_out', key: command.key, round_id: command.roundId };
    case 'roomJoin':
      return { type: 'room.join', key: command.key, room: command.room, seats: command.seats };
  }
}

/**
 * The live channel over a WebSocket: auth on open, a ping every 5 s and a dead connection declared after 10 s of
 * silence, reconnection with the core's backoff and jitter (at once when the network comes back), and every frame
 * parsed with zod before the core sees it. A command whose socket closes before the reply resolves connection_lost.
 */
export class WebSocketLiveChannel implements LiveChannel {
  readonly #options: WebSocketLiveChannelOptions;
  readonly #reconnector: Reconnector;
  readonly #events = new Set<(event: LiveEvent) => void>();
  readonly #statuses = new Set<(status: LiveStatus) => void>();
  readonly #pending = new Map<string, (reply: LiveReply) => void>();
  #status: LiveStatus = 'offline';
  #socket: LiveSocket | null = null;
  #sentToken: string | null = null;
  #lastFrameAt = 0;
  #heartbeat: TimerHandle | null = null;
  #stopNetwork: (() => void) | null = null;
  #running = false;

  constructor(options: WebSocketLiveChannelOptions) {
    this.#options = options;
    this.#reconnector = new Reconnector(options.clock, options.random);
  }

  get status(): LiveStatus {
    return this.#status;
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

  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.#events.add(listener);
    return () => this.#events.delete(listener);
  }

  request(command: LiveCommand): Promise<LiveReply> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN || this.#status !== 'live')
      return Promise.resolve({ ok: false, error: 'connection_lost' });
    this.#authenticate(socket);
    return new Promise((resolve) => {
      this.#pending.set(command.key, resolve);
      socket.send(JSON.stringify(commandFrame(command)));
    });
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#statuses]) listener(status);
  }

  #authenticate(socket: LiveSocket): void {
    const token = this.#options.token();
    if (token === null || token === this.#sentToken) return;
    this.#sentToken = token;
    socket.send(JSON.stringify({ type: 'auth', token }));
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
    this.#sentToken = null;
    socket.onopen = () => {
      this.#lastFrameAt = this.#options.clock.now();
      this.#authenticate(socket);
      this.#beat(socket);
    };
    socket.onmessage = (message) => {
      this.#lastFrameAt = this.#options.clock.now();
      if (typeof message.data === 'string') this.#received(message.data);
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

  #received(text: string): void {
    const frame = parseLiveFrame(text);
    if (frame.kind === 'reply') {
      const resolve = this.#pending.get(frame.key);
      this.#pending.delete(frame.key);
      resolve?.(frame.reply);
      return;
    }
    if (frame.kind !== 'event') return;
    if (frame.event.kind === 'snapshot') {
      // Live once the server's state is here: the snapshot reconciles whatever happened while away.
      this.#reconnector.connected();
      this.#setStatus('live');
    }
    for (const listener of [...this.#events]) listener(frame.event);
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

  /** Closes the socket without waiting for it, and answers every command still waiting: connection_lost. */
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
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    for (const resolve of waiting) resolve({ ok: false, error: 'connection_lost' });
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
