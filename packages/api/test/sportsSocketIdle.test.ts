import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApi, type TestApi } from './support/api.ts';
import type { Json } from './support/http.ts';

/**
 * Issue 33: the sportsbook's socket is dropped once it has said nothing for the published idle time
 * (`socketLimits.idleMs`, docs/contract.md "Real-time line"). Time is the test's clock: nothing depends on the machine.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Probe {
  readonly socket: WebSocket;
  readonly frames: Json[];
  readonly closed: Promise<number>;
  until(match: (frame: Json) => boolean, count: number): Promise<void>;
}

function open(t: TestApi): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.api.url.replace('http', 'ws')}/sports/live`);
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
    socket.on('error', reject);
    socket.on('open', () => {
      cleanups.push(() => socket.terminate());
      const probe: Probe = {
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
      };
      void probe.until((frame) => frame['type'] === 'snapshot', 1).then(() => resolve(probe));
    });
  });
}

describe('an idle sportsbook socket', { timeout: 30_000 }, () => {
  it('is closed once it has said nothing for the idle time; one that pings stays open', async () => {
    const t = await startTestApi({ socketLimits: { idleMs: 3_000 } });
    cleanups.push(() => t.close());
    const silent = await open(t);
    const talker = await open(t);
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
  });
});
