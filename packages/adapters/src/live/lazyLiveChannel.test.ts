import { describe, expect, it } from 'vitest';
import { FakeLiveChannel } from '@casino/core/test/fakes';
import type { LiveEvent } from '@casino/core';
import { LazyLiveChannel } from './lazyLiveChannel.ts';

function world() {
  const inner = new FakeLiveChannel();
  inner.status = 'offline';
  let loads = 0;
  let resolve: (channel: FakeLiveChannel) => void = () => undefined;
  const lazy = new LazyLiveChannel(() => {
    loads += 1;
    return new Promise((done) => (resolve = done));
  });
  return { inner, lazy, loads: () => loads, arrive: () => resolve(inner) };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('LazyLiveChannel', () => {
  it('loads its adapter once, on the first start, and keeps the listeners added before it arrived', async () => {
    const { inner, lazy, loads, arrive } = world();
    const events: LiveEvent[] = [];
    lazy.onEvent((event) => events.push(event));
    expect(loads()).toBe(0);
    lazy.start();
    lazy.start();
    expect(lazy.status).toBe('connecting');
    expect(loads()).toBe(1);
    arrive();
    await flush();
    expect(inner.status).toBe('live');
    inner.emit({ kind: 'balance', balanceMinor: 5 });
    expect(events).toEqual([{ kind: 'balance', balanceMinor: 5 }]);
  });

  it('stops the socket only when its last user stops, and a stop before the adapter arrived leaves it unstarted', async () => {
    const { inner, lazy, arrive } = world();
    lazy.start();
    lazy.stop();
    arrive();
    await flush();
    expect(inner.status).toBe('offline');
    lazy.start();
    lazy.start();
    lazy.stop();
    expect(inner.status).toBe('live');
    lazy.stop();
    expect(inner.status).toBe('offline');
  });

  it('tells its adapter when a second view joins a running channel, so the view can get the state it missed', async () => {
    const { inner, lazy, arrive } = world();
    let joined = 0;
    Object.assign(inner, { joined: () => (joined += 1) });
    lazy.start();
    arrive();
    await flush();
    expect(joined).toBe(0);
    lazy.start();
    expect(joined).toBe(1);
  });

  it('answers a command sent before the adapter is in as a lost connection', async () => {
    const { lazy } = world();
    lazy.start();
    expect(await lazy.request({ kind: 'crashCashOut', key: 'k', roundId: 1 })).toEqual({
      ok: false,
      error: 'connection_lost',
    });
  });
});
