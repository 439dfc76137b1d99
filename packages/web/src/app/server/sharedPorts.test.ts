import { describe, expect, it } from 'vitest';
import { err, ok, type ApiResult } from '@casino/core';
import { DEFAULT_CACHE_SETTINGS, ServerCaches } from '../../server/serverCaches.ts';
import { sharedPorts, type CallContext } from './sharedPorts.ts';

/** A port whose calls the test counts and answers when it says. */
function fakePort(answer: () => Awaited<ApiResult<unknown>> = () => ok('answer')) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const call =
    (name: string) =>
    (...args: unknown[]): ApiResult<unknown> => {
      calls.push(`${name}(${args.join(',')})`);
      return new Promise((resolve) => waiting.push(() => resolve(answer())));
    };
  return {
    api: {
      getMirror: call('getMirror'),
      reportMirror: call('reportMirror'),
      top: call('top'),
      seo: call('seo'),
      geoIp: call('geoIp'),
    },
    calls,
    answerAll: () => waiting.splice(0).forEach((settle) => settle()),
  };
}

const visitor: CallContext = { token: () => null, locale: () => 'ru', region: () => 'RU' };
const player: CallContext = { ...visitor, token: () => 'player-token' };

function world(settings = DEFAULT_CACHE_SETTINGS) {
  let now = 0;
  const counted: string[] = [];
  const caches = new ServerCaches(
    settings,
    { count: (name, labels) => counted.push(`${name} ${labels?.['call'] ?? labels?.['cache']}`) },
    () => now,
  );
  return {
    caches,
    counted,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the upstream answers the server’s requests share (issue 35, item 1)', () => {
  it('asks the mirror once for two requests of one host at once, and again for another host or locale', async () => {
    const w = world();
    const port = fakePort();
    const one = sharedPorts(w.caches, { host: 'casino.test', address: '198.51.100.1' })(
      'MirrorApi',
      port.api,
      visitor,
    );
    const two = sharedPorts(w.caches, { host: 'casino.test', address: '198.51.100.2' })(
      'MirrorApi',
      port.api,
      visitor,
    );
    const asked = [one.getMirror(), two.getMirror()];
    expect(port.calls).toEqual(['getMirror()']);
    port.answerAll();
    expect(await Promise.all(asked)).toEqual([ok('answer'), ok('answer')]);
    const mirror = sharedPorts(w.caches, { host: 'mirror.test', address: '' })(
      'MirrorApi',
      port.api,
      visitor,
    );
    const english = sharedPorts(w.caches, { host: 'casino.test', address: '' })('MirrorApi', port.api, {
      ...visitor,
      locale: () => 'en',
    });
    void mirror.getMirror();
    void english.getMirror();
    expect(port.calls).toHaveLength(3);
    expect(w.counted.filter((line) => line === 'upstream_calls_total MirrorApi.getMirror')).toHaveLength(3);
  });

  it('never shares the top list a player asks for (it marks their own wins); a visitor’s it shares', async () => {
    const w = world();
    const port = fakePort();
    const decorate = sharedPorts(w.caches, { host: 'casino.test', address: '' });
    void decorate('ContentApi', port.api, visitor).top();
    void decorate('ContentApi', port.api, visitor).top();
    void decorate('ContentApi', port.api, player).top();
    void decorate('ContentApi', port.api, player).seo('home', 'ru');
    void decorate('ContentApi', port.api, visitor).seo('home', 'ru');
    expect(port.calls).toEqual(['top()', 'top()', 'seo(home,ru)']);
  });

  it('keeps the geo answer per client address, a blocked region’s too, and no network failure', async () => {
    const w = world();
    let answer: Awaited<ApiResult<unknown>> = err({ kind: 'network', message: 'down' });
    const port = fakePort(() => answer);
    const geoOf = (address: string) =>
      sharedPorts(w.caches, { host: 'casino.test', address })('GeoApi', port.api, visitor).geoIp();
    const failed = geoOf('198.51.100.1');
    port.answerAll();
    await failed;
    answer = err({ kind: 'regionBlocked', message: '451' });
    const blocked = geoOf('198.51.100.1');
    port.answerAll();
    expect(await blocked).toEqual(answer);
    expect(await geoOf('198.51.100.1')).toEqual(answer);
    void geoOf('198.51.100.2');
    expect(port.calls).toHaveLength(3);
  });

  it('reports the domain once per host and interval, and again after a failed report', async () => {
    const w = world();
    let answer: Awaited<ApiResult<unknown>> = err({ kind: 'server', status: 503 });
    const port = fakePort(() => answer);
    const report = () =>
      sharedPorts(w.caches, { host: 'casino.test', address: '' })(
        'MirrorApi',
        port.api,
        visitor,
      ).reportMirror('casino.test');
    const first = report();
    port.answerAll();
    await first;
    answer = ok(undefined);
    const second = report();
    port.answerAll();
    await second;
    expect(await report()).toEqual(ok(undefined));
    w.advance(DEFAULT_CACHE_SETTINGS.reportIntervalMs);
    void report();
    expect(port.calls).toHaveLength(3);
  });

  it('shares nothing with the caches off, and still counts every call', () => {
    const w = world({ ...DEFAULT_CACHE_SETTINGS, enabled: false });
    const port = fakePort();
    const decorate = sharedPorts(w.caches, { host: 'casino.test', address: '198.51.100.1' });
    void decorate('MirrorApi', port.api, visitor).getMirror();
    void decorate('MirrorApi', port.api, visitor).getMirror();
    void decorate('MirrorApi', port.api, visitor).reportMirror('casino.test');
    void decorate('MirrorApi', port.api, visitor).reportMirror('casino.test');
    expect(port.calls).toHaveLength(4);
    expect(w.counted.filter((line) => line.startsWith('upstream_calls_total'))).toHaveLength(4);
  });
});
