import type { Clock, LiveChannel, LiveCommand, LiveEvent, LiveReply, LiveStatus } from '@casino/core';
import { parseLiveFrame } from './liveFrames.ts';
import { ReconnectingSocket, type LiveSocket, type NetworkState } from './ReconnectingSocket.ts';

export type { LiveSocket, NetworkState } from './ReconnectingSocket.ts';

export interface WebSocketLiveChannelOptions {
  readonly url: string;
  readonly clock: Clock;
  readonly random: () => number;
  /** The access token now, sent in `auth` when the socket opens and again when it changes. */
  readonly token: () => string | null;
  readonly openSocket: (url: string) => LiveSocket;
  readonly network: NetworkState;
}

function commandFrame(command: LiveCommand): Record<string, unknown> {
  switch (command.kind) {
    case 'crashBet':
      return {
        type: 'crash.bet',
        key: command.key,
        stake_minor: command.stakeMinor,
        auto_cash_out: command.autoCashOut,
        client_seed: command.clientSeed,
      };
    case 'crashCashOut':
      return { type: 'crash.cash_out', key: command.key, round_id: command.roundId };
    case 'roomJoin':
      return {
        type: 'room.join',
        key: command.key,
        room: command.room,
        seats: command.seats,
        client_seed: command.clientSeed,
      };
  }
}

/**
 * The live channel over a WebSocket (kept open by `ReconnectingSocket`): auth on open and when the token changes,
 * every frame parsed with zod before the core sees it, live once the snapshot arrives. A command whose socket closes
 * before the reply resolves connection_lost.
 */
export class WebSocketLiveChannel implements LiveChannel {
  readonly #options: WebSocketLiveChannelOptions;
  readonly #socket: ReconnectingSocket;
  readonly #events = new Set<(event: LiveEvent) => void>();
  readonly #pending = new Map<string, (reply: LiveReply) => void>();
  #sentToken: string | null = null;
  /** The views using the channel (a game page and the feed under it): the socket stays open while any is. */
  #users = 0;

  constructor(options: WebSocketLiveChannelOptions) {
    this.#options = options;
    this.#socket = new ReconnectingSocket(options, {
      opened: (socket) => {
        this.#sentToken = null;
        this.#authenticate(socket);
      },
      received: (text) => this.#received(text),
      dropped: () => {
        this.#sentToken = null;
        const waiting = [...this.#pending.values()];
        this.#pending.clear();
        for (const resolve of waiting) resolve({ ok: false, error: 'connection_lost' });
      },
    });
  }

  get status(): LiveStatus {
    return this.#socket.status;
  }

  start(): void {
    this.#users += 1;
    if (this.#users === 1) this.#socket.start();
    else this.joined();
  }

  /**
   * A view that joins a socket already live (the feed under a game, loaded after the page) has missed the snapshot: the
   * server sends it again, and every view reconciles to it as after a reconnection. Before that, the first is coming.
   */
  joined(): void {
    if (this.#socket.status === 'live') this.#socket.socket?.send(JSON.stringify({ type: 'snapshot' }));
  }

  stop(): void {
    if (this.#users === 0) return;
    this.#users -= 1;
    if (this.#users === 0) this.#socket.stop();
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.#socket.onStatus(listener);
  }

  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.#events.add(listener);
    return () => this.#events.delete(listener);
  }

  request(command: LiveCommand): Promise<LiveReply> {
    const socket = this.#socket.socket;
    if (!socket || this.#socket.status !== 'live')
      return Promise.resolve({ ok: false, error: 'connection_lost' });
    this.#authenticate(socket);
    return new Promise((resolve) => {
      this.#pending.set(command.key, resolve);
      socket.send(JSON.stringify(commandFrame(command)));
    });
  }

  #authenticate(socket: LiveSocket): void {
    const token = this.#options.token();
    if (token === null || token === this.#sentToken) return;
    this.#sentToken = token;
    socket.send(JSON.stringify({ type: 'auth', token }));
  }

  #received(text: string): void {
    // A player who logs in on a page whose socket is open is known to it from the next frame on: the server then sends
    // a snapshot as that player sees it (their own plays by name, even when hidden from others: issue 34).
    const socket = this.#socket.socket;
    if (socket) this.#authenticate(socket);
    const frame = parseLiveFrame(text);
    if (frame.kind === 'reply') {
      const resolve = this.#pending.get(frame.key);
      this.#pending.delete(frame.key);
      resolve?.(frame.reply);
      return;
    }
    if (frame.kind !== 'event') return;
    // Live once the server's state is here: the snapshot reconciles whatever happened while away.
    if (frame.event.kind === 'snapshot') this.#socket.live();
    for (const listener of [...this.#events]) listener(frame.event);
  }
}
