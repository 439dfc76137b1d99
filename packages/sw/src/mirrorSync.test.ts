import { describe, expect, it, vi } from 'vitest';
import type { MirrorSyncPorts, StoredMirror } from './mirrorSync.ts';
import { mirrorUrl, refreshMirrors, singleFlight } from './mirrorSync.ts';
import { mirrorAnswerFactory } from '../test/factories.ts';

function portsWith(overrides: Partial<MirrorSyncPorts> = {}) {
  const saved: StoredMirror[] = [];
  const requested: string[] = [];
  const ports: MirrorSyncPorts = {
    readApiBase: async () => 'https://api.casino.example',
    getJson: async (url) => {
      requested.push(url);
      return mirrorAnswerFactory.build({ redirect: { newLink: 'https://casino-2.example' } });
    },
    saveMirror: async (record) => {
      saved.push(record);
    },
    now: () => 1_700_000_000_000,
    ...overrides,
  };
  return { ports, saved, requested };
}

describe('refreshMirrors', () => {
  it('reads the API base from the syncStore, GETs {base}/mirror and stores the answer for the app', async () => {
    const { ports, saved, requested } = portsWith();
    const result = await refreshMirrors(ports);
    expect(requested).toEqual(['https://api.casino.example/mirror']);
    expect(result.ok).toBe(true);
    expect(saved).toEqual([
      {
        base: 'https://api.casino.example',
        fetchedAt: 1_700_000_000_000,
        mirror: {
          newLink: 'https://casino-2.example',
          oldDomain: null,
          metaYandexVerification: null,
          sso: null,
        },
      },
    ]);
  });

  it('does nothing before the app has stored an API base', async () => {
    const getJson = vi.fn();
    const { ports, saved } = portsWith({ readApiBase: async () => null, getJson });
    expect(await refreshMirrors(ports)).toEqual({ ok: false, error: 'no-api-base' });
    expect(getJson).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('refuses a stored base that is not an http(s) URL', async () => {
    const { ports } = portsWith({ readApiBase: async () => 'javascript:alert(1)' });
    expect(await refreshMirrors(ports)).toEqual({ ok: false, error: 'invalid-api-base' });
  });

  it('keeps the stored copy when the network fails', async () => {
    const { ports, saved } = portsWith({ getJson: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await refreshMirrors(ports)).toEqual({ ok: false, error: 'network' });
    expect(saved).toEqual([]);
  });

  it('keeps the stored copy when the answer is malformed', async () => {
    const { ports, saved } = portsWith({ getJson: async () => ({ redirect: 42 }) });
    expect(await refreshMirrors(ports)).toEqual({ ok: false, error: 'malformed-answer' });
    expect(saved).toEqual([]);
  });
});

describe('mirrorUrl', () => {
  it('appends /mirror to the base, with or without a path or trailing slash', () => {
    expect(mirrorUrl('http://localhost:8787')).toBe('http://localhost:8787/mirror');
    expect(mirrorUrl('https://api.casino.example/v2/')).toBe('https://api.casino.example/v2/mirror');
    expect(mirrorUrl('https://api.casino.example/?token=x#y')).toBe('https://api.casino.example/mirror');
  });
});

describe('singleFlight', () => {
  it('shares one run between calls that overlap, and starts a new one afterwards', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => ++runs);
    expect(await Promise.all([refresh(), refresh()])).toEqual([1, 1]);
    expect(await refresh()).toBe(2);
  });
});
