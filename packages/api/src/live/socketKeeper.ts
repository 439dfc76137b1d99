import type { WebSocket } from 'ws';
import type { LiveScheduler } from './scheduler.ts';

/** How often a hub pings its sockets; one that has not answered the last ping by the next is dropped. */
const PING_EVERY_MS = 15_000;

/** What the keeper reads and sets on each of a hub's clients. */
export interface KeptSocket {
  readonly socket: Pick<WebSocket, 'ping' | 'terminate' | 'close'>;
  /** Set by the hub when a pong arrives; cleared by each ping. */
  alive: boolean;
  /** When the socket last sent a frame of any kind. */
  lastFrameAt: number;
}

/**
 * Keeps a hub's sockets honest, the live and the sportsbook's alike: pings each every 15 s and terminates one that
 * did not answer the last ping; closes with 1008 `idle` one that sent nothing for `idleMs` (an open page pings, an
 * abandoned socket only holds a slot). Answers the function that stops both.
 */
export function keepSockets(
  clients: Iterable<KeptSocket>,
  scheduler: LiveScheduler,
  now: () => number,
  idleMs: number,
): () => void {
  let cancelPing: () => void = () => undefined;
  let cancelSweep: () => void = () => undefined;
  const ping = () => {
    cancelPing = scheduler.after(PING_EVERY_MS, () => {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
      ping();
    });
  };
  const sweep = () => {
    cancelSweep = scheduler.after(Math.max(50, Math.floor(idleMs / 3)), () => {
      const at = now();
      for (const client of clients) if (at - client.lastFrameAt >= idleMs) client.socket.close(1008, 'idle');
      sweep();
    });
  };
  ping();
  sweep();
  return () => {
    cancelPing();
    cancelSweep();
  };
}

/** A hub's frame budget: a socket that sends more frames than this in a second is closed. */
const MAX_FRAMES_PER_SECOND = 20;

/** What the frame budget counts on each of a hub's clients. */
export interface CountedSocket extends KeptSocket {
  windowStart: number;
  frames: number;
}

/**
 * Notes a frame a socket sent at `now`: it is no longer idle, and it counts towards its second's budget. Past the
 * budget the socket is closed with 1008 `too_many_frames` and the frame is not to be read (false).
 */
export function frameAllowed(client: CountedSocket, now: number): boolean {
  client.lastFrameAt = now;
  if (now - client.windowStart >= 1000) {
    client.windowStart = now;
    client.frames = 0;
  }
  client.frames += 1;
  if (client.frames <= MAX_FRAMES_PER_SECOND) return true;
  client.socket.close(1008, 'too_many_frames');
  return false;
}

/** A hub's send: a socket whose reader is further behind than `maxBuffered` bytes is dropped rather than buffered for. */
export function sendFrame(
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'bufferedAmount' | 'terminate' | 'send'>,
  frame: string,
  maxBuffered: number,
): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > maxBuffered) {
    socket.terminate();
    return;
  }
  socket.send(frame);
}
