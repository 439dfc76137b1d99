import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartApiOptions } from '../src/index.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import type { Json } from './support/http.ts';
import { expectIdleSocketClosed, openFrom as openFromHub, openProbe } from './support/socketProbe.ts';

/**
 * Issue 33, the live sockets as an attacker uses them: many idle sockets from one address, a socket that never speaks,
 * floods of login and command frames. Time is the test's clock (the hub's waits run on the manual scheduler), so
 * nothing here depends on the machine's speed.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: StartApiOptions = {}): Promise<TestApi> {
  const t = await startTestApi(options);
  cleanups.push(() => t.close());
  return t;
}

const LIVE = '/crash/live';
const openFrom = (t: TestApi, address?: string) => openFromHub(t, cleanups, LIVE, address);
const open = (t: TestApi, address?: string) => openProbe(t, cleanups, LIVE, address);

/** A plain HTTP GET from a chosen address on a fresh connection: its status, or 0 when the connection was dropped. */
function getFrom(t: TestApi, address: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const call = request(new URL(path, t.api.url), { localAddress: address, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', () => resolve(0));
    call.end();
  });
}

const isAuth = (frame: Json) => frame['type'] === 'auth';
const isReply = (frame: Json) => frame['type'] === 'reply';

describe('sockets per address', { timeout: 30_000 }, () => {
  it('cannot fill the listener from one address: its extra sockets are refused, others still get in', async () => {
    const t = await server({ connectionLimits: { maxConnections: 12 }, socketLimits: { perAddress: 4 } });
    const attempts = [];
    for (let i = 0; i < 12; i += 1) attempts.push(await openFrom(t, '127.0.0.2'));
    expect(attempts.filter((attempt) => typeof attempt !== 'number')).toHaveLength(4);
    expect(attempts.filter((attempt) => attempt === 429)).toHaveLength(8);
    expect(await getFrom(t, '127.0.0.3', '/mirror')).toBe(200);
    expect(typeof (await openFrom(t, '127.0.0.3'))).not.toBe('number');
  });
});

describe('an idle socket', { timeout: 30_000 }, () => {
  it('is closed once it has said nothing for the idle time; one that pings stays', async () => {
    const t = await server({ socketLimits: { idleMs: 3_000 } });
    await expectIdleSocketClosed(t, cleanups, LIVE);
  });
});

describe('a flood of login frames', { timeout: 30_000 }, () => {
  it('from one socket closes it after a few, each looked at no more than the budget allows', async () => {
    const t = await server();
    const flooder = await open(t);
    for (let i = 0; i < 20; i += 1)
      flooder.socket.send(JSON.stringify({ type: 'auth', token: `guess-${i}` }));
    await flooder.until(isAuth, 20);
    expect(flooder.frames.filter(isAuth).length).toBeLessThanOrEqual(5);
    expect(await flooder.closed).toBe(1008);
  });

  it('from many sockets of one address is answered rate_limited past the address budget, without a lookup', async () => {
    const t = await server({ socketLimits: { authPerAddress: { max: 30, windowMs: 60_000 } } });
    const sockets = await Promise.all(Array.from({ length: 8 }, () => open(t, '127.0.0.4')));
    for (const probe of sockets)
      for (let i = 0; i < 5; i += 1) probe.socket.send(JSON.stringify({ type: 'auth', token: `guess-${i}` }));
    await Promise.all(sockets.map((probe) => probe.until(isAuth, 5)));
    const answers = sockets.flatMap((probe) => probe.frames.filter(isAuth));
    expect(answers).toHaveLength(40);
    expect(answers.filter((frame) => frame['error'] === 'rate_limited')).toHaveLength(10);
    // A refused login builds no snapshot: one on connect, one per login looked at.
    const snapshots = sockets.flatMap((probe) =>
      probe.frames.filter((frame) => frame['type'] === 'snapshot'),
    );
    expect(snapshots).toHaveLength(8 + 30);
  });
});

describe('a flood of commands', { timeout: 30_000 }, () => {
  const bet = (key: string) =>
    JSON.stringify({ type: 'crash.bet', key, stake_minor: 100, auto_cash_out: null });

  it('is answered rate_limited past the budget of the socket and of the address', async () => {
    const t = await server();
    const one = await open(t, '127.0.0.5');
    for (let i = 0; i < 15; i += 1) one.socket.send(bet(`s-${i}`));
    await one.until(isReply, 15);
    const errors = one.frames.filter(isReply).map((frame) => frame['error']);
    expect(errors.filter((error) => error === 'rate_limited')).toHaveLength(5);

    const many = await Promise.all(Array.from({ length: 4 }, () => open(t, '127.0.0.6')));
    for (const [n, probe] of many.entries())
      for (let i = 0; i < 9; i += 1) probe.socket.send(bet(`a-${n}-${i}`));
    await Promise.all(many.map((probe) => probe.until(isReply, 9)));
    const limited = many
      .flatMap((probe) => probe.frames.filter(isReply))
      .filter((f) => f['error'] === 'rate_limited');
    expect(limited).toHaveLength(36 - 30);
  });
});
