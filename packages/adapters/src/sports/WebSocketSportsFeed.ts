import type { Clock, LiveStatus, SportsFeed, SportsFeedMessage } from '@casino/core';
import { parseSportsFrame } from '../http/schemas/sports.ts';
import { ReconnectingSocket, type LiveSocket, type NetworkState } from '../live/ReconnectingSocket.ts';

export interface WebSocketSportsFeedOptions {
  readonly url: string;
  readonly clock: Clock;
  readonly random: () => number;
  readonly openSocket: (url: string) => LiveSocket;
  readonly network: NetworkState;
}

/**
 * The sportsbook's real-time channel over a WebSocket (kept open by `ReconnectingSocket`): every frame parsed with
 * zod, a frame that does not fit dropped; live once the snapshot of the whole line arrives, as after every reconnection.
 */
export class WebSocketSportsFeed implements SportsFeed {
  readonly #socket: ReconnectingSocket;
  readonly #messages = new Set<(message: SportsFeedMessage) => void>();

  constructor(options: WebSocketSportsFeedOptions) {
    this.#socket = new ReconnectingSocket(options, {
      opened: () => undefined,
      received: (text) => {
        const frame = parseSportsFrame(text);
        if (!frame) return;
        if (frame.type === 'snapshot') this.#socket.live();
        for (const listener of [...this.#messages]) listener(frame);
      },
      dropped: () => undefined,
    });
  }

  get status(): LiveStatus {
    return this.#socket.status;
  }

  start(): void {
    this.#socket.start();
  }

  stop(): void {
    this.#socket.stop();
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    return this.#socket.onStatus(listener);
  }

  onMessage(listener: (message: SportsFeedMessage) => void): () => void {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }
}
