import type { TestApi } from './api.ts';
import type { Json } from './http.ts';

/** A socket on the live endpoint that keeps every frame it gets and waits for the ones a test expects. */
export class LiveClient {
  readonly frames: Json[] = [];
  readonly #socket: WebSocket;
  #waiters: { match: (frame: Json) => boolean; resolve: (frame: Json) => void }[] = [];
  #seen = 0;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.addEventListener('message', (message) => {
      const frame = JSON.parse(String(message.data)) as Json;
      this.frames.push(frame);
      const waiter = this.#waiters.find((candidate) => candidate.match(frame));
      if (waiter) {
        this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(frame);
      }
    });
  }

  static open(t: TestApi, path = '/crash/live'): Promise<LiveClient> {
    const socket = new WebSocket(`${t.api.url.replace('http', 'ws')}${path}`);
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      socket.addEventListener('open', () => resolve(client));
      socket.addEventListener('error', () => reject(new Error('the live socket did not open')));
    });
  }

  /** Opens a socket and logs it in; resolves with the snapshot that follows `auth`. */
  static async as(t: TestApi, token: string): Promise<{ client: LiveClient; snapshot: Json }> {
    const client = await LiveClient.open(t);
    await client.next((frame) => frame['type'] === 'snapshot');
    client.send({ type: 'auth', token });
    const snapshot = await client.next((frame) => frame['type'] === 'snapshot');
    return { client, snapshot };
  }

  send(frame: Json | string): void {
    this.#socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame after the ones already consumed that matches, arrived or arriving. */
  next(match: (frame: Json) => boolean): Promise<Json> {
    const index = this.frames.findIndex((frame, at) => at >= this.#seen && match(frame));
    if (index !== -1) {
      this.#seen = index + 1;
      return Promise.resolve(this.frames[index] as Json);
    }
    return new Promise((resolve) => {
      this.#waiters.push({
        match,
        resolve: (frame) => {
          this.#seen = this.frames.length;
          resolve(frame);
        },
      });
    });
  }

  /** Sends a command and waits for the reply naming its key. */
  async command(frame: Json): Promise<Json> {
    this.send(frame);
    return this.next((reply) => reply['type'] === 'reply' && reply['key'] === frame['key']);
  }

  event(type: string, extra: (frame: Json) => boolean = () => true): Promise<Json> {
    return this.next((frame) => frame['type'] === type && extra(frame));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.#socket.readyState === WebSocket.CLOSED) return resolve();
      this.#socket.addEventListener('close', () => resolve());
      this.#socket.close();
    });
  }
}

/** The worked example of docs/fairness.md: rounds 1 to 4 bust at 1.86×, 1.24×, 2.73×, 1.02×. */
export const WORKED_CHAIN = {
  chainLength: 5,
  chainSeed: {
    secret: 'afa895fca18bf15599a40a180b21ba43bc8e6ae742851ae68d77444e5889c0f7',
    salt: '2e90ed2a73be5edb9f3992a0c4815693fde721d394b4e60c604caed4824442a6',
  },
  bettingMs: 5_000,
  pauseMs: 3_000,
  roomCountdownMs: 10_000,
};
export const WORKED_TERMINATING = '5de4b491634cd607a11e9c8a0183402c2e347aca93c531b1500102a11d3b16e3';
export const ROUND_1_HASH = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';
/** Round 1 busts at 1.86×: 10 343 ms after its start. */
export const ROUND_1_BUST_MS = 10_343;
