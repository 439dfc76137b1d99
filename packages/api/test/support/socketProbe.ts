import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApi } from './api.ts';
import type { Json } from './http.ts';

/** A socket of the live hubs (`/crash/live`, `/sports/live`) that keeps every frame and waits on them. */
export interface Probe {
  readonly socket: WebSocket;
  readonly frames: Json[];
  /** The close code, once closed. */
  readonly closed: Promise<number>;
  /** Resolves once `count` frames match, or the socket closes first. */
  until(match: (frame: Json) => boolean, count: number): Promise<void>;
}

/**
 * Opens a hub's socket from a chosen loopback address; resolves once open, or with the HTTP status that refused it.
 * `cleanups` gets the socket's end, for the test's `afterEach`.
 */
export function openFrom(
  t: TestApi,
  cleanups: (() => Promise<void> | void)[],
  path: string,
  address = '127.0.0.1',
): Promise<Probe | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.api.url.replace('http', 'ws')}${path}`, { localAddress: address });
    const frames: Json[] = [];
    const watchers: (() => void)[] = [];
    const closed = new Promise<number>((done) =>
      socket.on('close', (code) => {
        done(code);
        for (const watcher of watchers) watcher();
      }),
    );
    socket.on('message', (data) => {
      frames.push(JSON.parse(String(data)) as Json);
      for (const watcher of watchers) watcher();
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', reject);
    socket.on('open', () => {
      cleanups.push(() => socket.terminate());
      resolve({
        socket,
        frames,
        closed,
        until: (match, count) =>
          new Promise((done) => {
            const check = () => {
              if (frames.filter(match).length >= count || socket.readyState >= WebSocket.CLOSING) done();
            };
            watchers.push(check);
            check();
          }),
      });
    });
  });
}

/** A hub's socket, open and past its first snapshot. */
export async function openProbe(
  t: TestApi,
  cleanups: (() => Promise<void> | void)[],
  path: string,
  address?: string,
): Promise<Probe> {
  const probe = await openFrom(t, cleanups, path, address);
  if (typeof probe === 'number') throw new Error(`the socket was refused: ${probe}`);
  await probe.until((frame) => frame['type'] === 'snapshot', 1);
  return probe;
}

/**
 * Issue 33, on a server whose idle time is 3 s: a socket that says nothing for the idle time is closed (1008), one
 * that pings every second stays open. Time is the test's scheduler: nothing depends on the machine.
 */
export async function expectIdleSocketClosed(
  t: TestApi,
  cleanups: (() => Promise<void> | void)[],
  path: string,
): Promise<void> {
  const silent = await openProbe(t, cleanups, path);
  const talker = await openProbe(t, cleanups, path);
  for (let step = 0; step < 3; step += 1) {
    t.scheduler.advance(1_000);
    talker.socket.send('{"type":"ping"}');
    await talker.until((frame) => frame['type'] === 'pong', step + 1);
  }
  // The silent one either closes or, if it were kept, answers its first ping after the idle time.
  silent.socket.send('{"type":"ping"}');
  await silent.until((frame) => frame['type'] === 'pong', 1);
  expect(silent.frames.some((frame) => frame['type'] === 'pong')).toBe(false);
  expect(await silent.closed).toBe(1008);
  expect(talker.socket.readyState).toBe(WebSocket.OPEN);
}
