import { describe, expect, it } from 'vitest';
import { geoFactory, mirrorFactory } from '../../test/factories/index.ts';
import { FakeGeoApi, FakeMirrorApi } from '../../test/fakes/index.ts';
import { err, ok } from '../domain/result.ts';
import { StartupLookups, type StartupAnswers } from './StartupLookups.ts';

function lookups(known?: StartupAnswers) {
  const mirrorApi = new FakeMirrorApi(ok(mirrorFactory.build()));
  const geoApi = new FakeGeoApi(ok(geoFactory.build()));
  return {
    mirrorApi,
    geoApi,
    lookups: new StartupLookups({ mirrorApi, geoApi, host: 'casino.example', ...(known && { known }) }),
  };
}

describe('StartupLookups', () => {
  it('asks the mirror, the mirror redirect and geo once per app start, however many ask', async () => {
    const world = lookups();
    await Promise.all([world.lookups.mirror(), world.lookups.mirror()]);
    await world.lookups.mirror();
    await Promise.all([world.lookups.geo(), world.lookups.geo()]);
    await world.lookups.mirrorRedirect();
    await world.lookups.mirrorRedirect();
    expect(world.mirrorApi.mirrorCalls).toBe(1);
    expect(world.geoApi.calls).toBe(1);
    expect(world.mirrorApi.redirectCalls).toEqual(['casino.example']);
  });

  it('reports the domain the app was opened on once per visit (§7 POST /middleware/mirror)', async () => {
    const world = lookups();
    await Promise.all([world.lookups.reportDomain(), world.lookups.reportDomain()]);
    expect(world.mirrorApi.reported).toEqual(['casino.example']);
  });

  it('does not report the domain again when the server reported it for the page it rendered', async () => {
    const server = lookups();
    await server.lookups.reportDomain();
    const browser = lookups(server.lookups.answers());
    await browser.lookups.reportDomain();
    expect(server.mirrorApi.reported).toEqual(['casino.example']);
    expect(browser.mirrorApi.reported).toEqual([]);
  });

  it('keeps a geo 451 as the answer for the visit', async () => {
    const world = lookups();
    world.geoApi.result = err({ kind: 'regionBlocked' });
    await world.lookups.geo();
    await world.lookups.geo();
    expect(world.geoApi.calls).toBe(1);
  });

  it('asks again after a network or server failure', async () => {
    const world = lookups();
    world.geoApi.result = err({ kind: 'network', message: 'Network Error' });
    expect((await world.lookups.geo()).ok).toBe(false);
    world.geoApi.result = ok(geoFactory.build());
    expect((await world.lookups.geo()).ok).toBe(true);
    expect(world.geoApi.calls).toBe(2);
  });

  it('turns a rejected call into a network failure instead of rejecting', async () => {
    const world = lookups();
    world.mirrorApi.getMirror = () => Promise.reject(new Error('socket hang up'));
    expect(await world.lookups.mirror()).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Error: socket hang up' },
    });
  });

  describe('answers the server got for the page it rendered', () => {
    it('hands on the answers kept for the visit, and not a failure worth asking again', async () => {
      const world = lookups();
      world.geoApi.result = err({ kind: 'network', message: 'Network Error' });
      await Promise.all([world.lookups.mirror(), world.lookups.mirrorRedirect(), world.lookups.geo()]);
      const answers = world.lookups.answers();
      expect(Object.keys(answers).sort()).toEqual(['mirror', 'mirrorRedirect']);
      expect(JSON.parse(JSON.stringify(answers))).toEqual(answers);
    });

    it('a browser given them asks none of them again, a 451 included', async () => {
      const server = lookups();
      server.geoApi.result = err({ kind: 'regionBlocked' });
      await Promise.all([server.lookups.mirror(), server.lookups.mirrorRedirect(), server.lookups.geo()]);
      const browser = lookups(JSON.parse(JSON.stringify(server.lookups.answers())) as StartupAnswers);
      expect(await browser.lookups.mirror()).toEqual(await server.lookups.mirror());
      expect(await browser.lookups.mirrorRedirect()).toEqual(await server.lookups.mirrorRedirect());
      expect(await browser.lookups.geo()).toEqual(err({ kind: 'regionBlocked' }));
      expect([browser.mirrorApi.mirrorCalls, browser.mirrorApi.redirectCalls, browser.geoApi.calls]).toEqual([
        0,
        [],
        0,
      ]);
    });

    it('asks what it was not given, and a transient failure it was given', async () => {
      const world = lookups({ geo: err({ kind: 'server', status: 503 }) } as StartupAnswers);
      await Promise.all([world.lookups.mirror(), world.lookups.geo()]);
      expect([world.mirrorApi.mirrorCalls, world.geoApi.calls]).toEqual([1, 1]);
    });
  });
});
