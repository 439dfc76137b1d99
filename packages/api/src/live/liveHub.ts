import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import { WindowCounter } from '../http/socketGuard.ts';
import { feedAfter, hiddenOwners, renderFeed } from '../plays/playStore.ts';
import { authenticate } from '../auth/sessionStore.ts';
import type { BusEvent, LiveBus } from './bus.ts';
import type { CrashEngine } from './crashEngine.ts';
import { keyOf, parseFrame, type ClientFrame } from './frames.ts';
import { runCommand, snapshotFrame } from './liveAnswers.ts';
import { Refusal, refusalOf, type Accepted } from './refusal.ts';
import { ownerOf, renderEvent } from './render.ts';
import type { RoomEngine } from './roomEngine.ts';
import type { LiveScheduler } from './scheduler.ts';
import { frameAllowed, keepSockets, sendFrame } from './socketKeeper.ts';

/** The paths of the socket: under the crash base (§7, `VITE_CRASH_API_URL`) and at the root. */
export const LIVE_PATHS = ['/crash/live', '/live'];
const MAX_FRAME_BYTES = 4 * 1024;
/** A client sending more than this many frames a second is closed (1008). */
/** A client this far behind (unsent bytes) is dropped; it reconnects and gets a snapshot. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * The feed of plays (issue 17) is the `plays` table tailed this often: a play is written with its money, in any
 * game, by any instance sharing the database, and only a committed one is ever sent.
 */
export const FEED_EVERY_MS = 500;

interface Client {
  readonly socket: WebSocket;
  /** Its own key in the per-socket counters, and its address's key (IPv4, or IPv6 /64) in the per-address ones. */
  readonly id: string;
  readonly address: string;
  /** When it last sent a frame (of any kind): a socket silent for `idleMs` is closed. */
  lastFrameAt: number;
  token: string | null;
  playerId: number | null;
  alive: boolean;
  windowStart: number;
  frames: number;
}

/**
 * The live socket: a snapshot on connect (and again after `auth`), the engines' events fanned out from the bus, and
 * the money commands (bet, cash-out, join) answered with a `reply` naming their key.
 */
export class LiveHub {
  readonly #deps: Deps;
  readonly #crash: CrashEngine;
  readonly #rooms: RoomEngine;
  readonly #scheduler: LiveScheduler;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  readonly #clients = new Set<Client>();
  readonly #unsubscribe: () => void;
  readonly #stopKeeping: () => void;
  #stopFeed: () => void = () => undefined;
  #feedAfter = 0;
  #nextId = 0;
  readonly #authPerSocket: WindowCounter;
  readonly #authPerAddress: WindowCounter;
  readonly #commandsPerSocket: WindowCounter;
  readonly #commandsPerAddress: WindowCounter;

  constructor(deps: Deps, bus: LiveBus, crash: CrashEngine, rooms: RoomEngine, scheduler: LiveScheduler) {
    this.#deps = deps;
    this.#crash = crash;
    this.#rooms = rooms;
    this.#scheduler = scheduler;
    this.#unsubscribe = bus.subscribe((event) => this.#fanOut(event));
    this.#feedAfter = feedAfter(deps).last_id;
    const limits = deps.config.socketLimits;
    this.#authPerSocket = new WindowCounter(limits.authPerSocket);
    this.#authPerAddress = new WindowCounter(limits.authPerAddress);
    this.#commandsPerSocket = new WindowCounter(limits.commandsPerSocket);
    this.#commandsPerAddress = new WindowCounter(limits.commandsPerAddress);
    this.#stopKeeping = keepSockets(this.#clients, scheduler, () => deps.clock.now(), limits.idleMs);
    this.#scheduleFeed();
  }

  get connections(): number {
    return this.#clients.size;
  }

  /**
   * Takes a Node server's upgrade request for the live paths; any other upgrade is refused. `address` is the limit
   * key of the client (`SocketGuard` admitted it).
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, address: string): void {
    const path = new URL(request.url ?? '/', 'http://local').pathname.replace(/\/+$/, '');
    const origin = request.headers.origin;
    // Browsers send their origin: only the site's own may open the socket (tokens travel inside it, not in cookies).
    const allowed = origin === undefined || this.#deps.config.allowedOrigins.includes(origin);
    if (!LIVE_PATHS.includes(path) || !allowed) {
      socket.end(`HTTP/1.1 ${allowed ? '404 Not Found' : '403 Forbidden'}\r\n\r\n`);
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#connected(ws, address));
  }

  close(): void {
    this.#stopKeeping();
    this.#stopFeed();
    this.#unsubscribe();
    for (const client of this.#clients) client.socket.terminate();
    this.#clients.clear();
    this.#wss.close();
  }

  /** New plays since the last frame, to every client (names masked or hidden, no player ids); nothing when none. */
  #scheduleFeed(): void {
    this.#stopFeed = this.#scheduler.after(FEED_EVERY_MS, () => {
      try {
        const feed = feedAfter(this.#deps, this.#feedAfter);
        if (feed.last_id !== this.#feedAfter) {
          this.#feedAfter = feed.last_id;
          // One frame for all; a player who hides their statistics gets their own, with their name (issue 34).
          const shared = JSON.stringify({ type: 'feed', ...renderFeed(feed, null) });
          const owners = hiddenOwners(feed);
          for (const client of this.#clients) {
            const own = client.playerId !== null && owners.has(client.playerId);
            this.#send(
              client,
              own ? JSON.stringify({ type: 'feed', ...renderFeed(feed, client.playerId) }) : shared,
            );
          }
        }
      } catch (error) {
        // A read that fails (the database busy or closing) skips one frame; the next tail catches up.
        this.#deps.warn(`[live] feed: ${errorText(error)}`);
      }
      this.#scheduleFeed();
    });
  }

  #connected(socket: WebSocket, address: string): void {
    const client: Client = {
      socket,
      id: String((this.#nextId += 1)),
      address,
      lastFrameAt: this.#deps.clock.now(),
      token: null,
      playerId: null,
      alive: true,
      windowStart: 0,
      frames: 0,
    };
    this.#clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => {
      this.#clients.delete(client);
      this.#authPerSocket.forget(client.id);
      this.#commandsPerSocket.forget(client.id);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData, binary: boolean) => this.#received(client, data, binary));
    this.#send(client, this.#snapshot(client));
  }

  #send(client: Client, frame: string): void {
    sendFrame(client.socket, frame, MAX_BUFFERED_BYTES);
  }

  #fanOut(event: BusEvent): void {
    // The salt was fixed: everyone gets the table again, with the salt and the seeds that fixed it.
    if (event.type === 'crash.salted') {
      for (const client of this.#clients) this.#send(client, this.#snapshot(client));
      return;
    }
    const owner = ownerOf(event);
    const shared = renderEvent(event, null);
    for (const client of this.#clients) {
      const frame = owner !== null && client.playerId === owner ? renderEvent(event, owner) : shared;
      if (frame !== null) this.#send(client, frame);
    }
  }

  #snapshot(client: Client): string {
    return snapshotFrame(this.#deps, this.#crash, this.#rooms, client.playerId);
  }

  #received(client: Client, data: RawData, binary: boolean): void {
    const now = this.#deps.clock.now();
    if (!frameAllowed(client, now)) return;
    const text = binary ? '' : data.toString();
    const frame = parseFrame(text);
    if (!frame) {
      this.#send(client, JSON.stringify({ type: 'reply', key: keyOf(text), ok: false, error: 'invalid' }));
      return;
    }
    this.#handle(client, frame);
  }

  #handle(client: Client, frame: ClientFrame): void {
    if (frame.type === 'ping') return this.#send(client, '{"type":"pong"}');
    // A view of the page that joined the socket late (the feed under a game) asks for the state it missed.
    if (frame.type === 'snapshot') return this.#send(client, this.#snapshot(client));
    if (frame.type === 'auth') {
      // A client logs in once, and again when its token is renewed: a flood of logins is closed, and past the
      // address's budget the token is not even looked up, nor a snapshot built.
      const now = this.#deps.clock.now();
      if (!this.#authPerSocket.take(client.id, now)) return client.socket.close(1008, 'too_many_auth');
      if (!this.#authPerAddress.take(client.address, now))
        return this.#send(client, JSON.stringify({ type: 'auth', ok: false, error: 'rate_limited' }));
      const auth = authenticate(this.#deps, frame.token);
      const good = auth !== undefined && !auth.singleUse;
      client.token = good ? frame.token : null;
      client.playerId = good ? auth.playerId : null;
      this.#send(client, JSON.stringify({ type: 'auth', ok: good }));
      return this.#send(client, this.#snapshot(client));
    }
    const reply = (answer: Accepted) => ({ type: 'reply', key: frame.key, ok: true, ...answer });
    const now = this.#deps.clock.now();
    const admitted =
      this.#commandsPerSocket.take(client.id, now) && this.#commandsPerAddress.take(client.address, now);
    if (!admitted)
      return this.#send(
        client,
        JSON.stringify({ type: 'reply', key: frame.key, ok: false, error: 'rate_limited' }),
      );
    try {
      // The token is checked at every money step: a socket outliving its access token bets no more.
      const auth = client.token === null ? undefined : authenticate(this.#deps, client.token);
      if (!auth) {
        client.playerId = null;
        throw new Refusal('unauthenticated');
      }
      const answer = runCommand(this.#crash, this.#rooms, auth.playerId, frame);
      this.#send(client, JSON.stringify(reply(answer)));
    } catch (error) {
      let code: string;
      try {
        code = refusalOf(error);
      } catch (bug) {
        // A bug, not a refusal: the transaction rolled back, so nothing moved; the client reconnects for a snapshot.
        this.#deps.warn(
          `[live] ${frame.type}: ${bug instanceof Error ? (bug.stack ?? bug.message) : String(bug)}`,
        );
        client.socket.close(1011, 'server_error');
        return;
      }
      this.#send(client, JSON.stringify({ type: 'reply', key: frame.key, ok: false, error: code }));
    }
  }
}
