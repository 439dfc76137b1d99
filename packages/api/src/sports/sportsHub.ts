import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Deps } from '../deps.ts';
import type { LiveScheduler } from '../live/scheduler.ts';
import { frameAllowed, keepSockets, sendFrame } from '../live/socketKeeper.ts';
import { eventView } from './events.ts';
import { openEvents } from './sportsStore.ts';
import type { SportsChanges } from './simulator.ts';

export const SPORTS_LIVE_PATH = '/sports/live';
const MAX_FRAME_BYTES = 1024;
const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
interface Client {
  readonly socket: WebSocket;
  alive: boolean;
  windowStart: number;
  frames: number;
  /** When it last sent a frame: a socket silent for the published idle time (`socketLimits.idleMs`) is closed. */
  lastFrameAt: number;
}

/**
 * A step's `update` frame (docs/contract.md, "Real-time line"), or null when the step changed nothing: the events
 * that moved or are new, and those that closed, in their final state (status, final score) so a page can show how
 * they ended, with their ids in `closed`.
 */
export function updateFrame(deps: Deps, changes: SportsChanges): string | null {
  if (changes.changed.length === 0 && changes.closed.length === 0) return null;
  return JSON.stringify({
    type: 'update',
    server_now: deps.clock.iso(),
    events: [...changes.changed, ...changes.closed].map((row) => eventView(deps, row)),
    closed: changes.closed.map((row) => String(row.id)),
  });
}

/**
 * The sportsbook's real-time channel (docs/contract.md, "Sportsbook"): every open event on connect, then each step's
 * changes (events whose score, clock, suspension or odds moved, new events, events that closed in their final state,
 * and the ids of those that closed). It carries no money: bets go over HTTP. A client may only ping; any other frame
 * is ignored, a flood closes it, and one that has sent nothing for `socketLimits.idleMs` (15 s; the web client pings
 * every 5 s while a page shows the line, and closes the socket when none does) is closed with 1008 `idle`.
 */
export class SportsHub {
  readonly #deps: Deps;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  readonly #clients = new Set<Client>();
  readonly #stopKeeping: () => void;

  constructor(deps: Deps, scheduler: LiveScheduler) {
    this.#deps = deps;
    this.#stopKeeping = keepSockets(
      this.#clients,
      scheduler,
      () => deps.clock.now(),
      deps.config.socketLimits.idleMs,
    );
  }

  get connections(): number {
    return this.#clients.size;
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = request.headers.origin;
    if (origin !== undefined && !this.#deps.config.allowedOrigins.includes(origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#connected(ws));
  }

  /** Tells every client a step's changes. */
  publish(changes: SportsChanges): void {
    const frame = updateFrame(this.#deps, changes);
    if (frame === null) return;
    for (const client of this.#clients) this.#send(client, frame);
  }

  close(): void {
    this.#stopKeeping();
    for (const client of this.#clients) client.socket.terminate();
    this.#clients.clear();
    this.#wss.close();
  }

  #connected(socket: WebSocket): void {
    const now = this.#deps.clock.now();
    const client: Client = { socket, alive: true, windowStart: 0, frames: 0, lastFrameAt: now };
    this.#clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => this.#clients.delete(client));
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData, binary: boolean) => this.#received(client, data, binary));
    this.#send(
      client,
      JSON.stringify({
        type: 'snapshot',
        server_now: this.#deps.clock.iso(),
        events: openEvents(this.#deps, null, null).map((row) => eventView(this.#deps, row)),
      }),
    );
  }

  #received(client: Client, data: RawData, binary: boolean): void {
    const now = this.#deps.clock.now();
    if (!frameAllowed(client, now)) return;
    if (!binary && data.toString() === '{"type":"ping"}') this.#send(client, '{"type":"pong"}');
  }

  #send(client: Client, frame: string): void {
    sendFrame(client.socket, frame, MAX_BUFFERED_BYTES);
  }
}
