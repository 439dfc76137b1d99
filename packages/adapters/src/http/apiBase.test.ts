import { describe, expect, it } from 'vitest';
import { resolveApiBases } from './apiBase.ts';

const site = { protocol: 'https:', hostname: 'casino.test' };

describe('resolveApiBases', () => {
  it('uses the configured URL in development', () => {
    expect(resolveApiBases({ DEV: true, VITE_API_URL: 'http://localhost:8787/' }, site).main).toBe(
      'http://localhost:8787',
    );
  });

  it('uses the api subdomain of the current host outside development, whatever is configured', () => {
    expect(resolveApiBases({ DEV: false, VITE_API_URL: 'http://localhost:8787' }, site).main).toBe(
      'https://api.casino.test',
    );
  });

  it('talks to api.site for www.site', () => {
    expect(resolveApiBases({}, { protocol: 'https:', hostname: 'www.casino.test' }).main).toBe(
      'https://api.casino.test',
    );
  });

  it('uses the configured URL for a build previewed on a loopback host, which has no api subdomain', () => {
    expect(
      resolveApiBases({ VITE_API_URL: 'http://127.0.0.1:8787' }, { protocol: 'http:', hostname: 'localhost' })
        .main,
    ).toBe('http://127.0.0.1:8787');
  });

  it('falls back to the api subdomain when development has no usable configured URL', () => {
    expect(resolveApiBases({ DEV: true, VITE_API_URL: 'javascript:alert(1)' }, site).main).toBe(
      'https://api.casino.test',
    );
    expect(resolveApiBases({ DEV: true, VITE_API_URL: '' }, site).main).toBe('https://api.casino.test');
  });

  it('gives each game its configured base, defaulting to the main API base', () => {
    const bases = resolveApiBases(
      {
        DEV: true,
        VITE_API_URL: 'http://localhost:8787',
        VITE_CRASH_API_URL: 'https://crash.casino.test/api/',
      },
      site,
    );
    expect(bases.games).toEqual({
      crash: 'https://crash.casino.test/api',
      cases: 'http://localhost:8787',
      miner: 'http://localhost:8787',
      general: 'http://localhost:8787',
      coinflip: 'http://localhost:8787',
      keno: 'http://localhost:8787',
      dice: 'http://localhost:8787',
    });
  });
});
