import { describe, expect, it } from 'vitest';
import { apiOrigins, httpOrigin } from './apiOrigins.ts';

describe('apiOrigins', () => {
  it('counts the api subdomain of the site as the API in production', () => {
    const origins = apiOrigins({
      workerUrl: 'https://casino.example/sw.js',
      configuredBases: [''],
      storedBase: null,
    });
    expect([...origins]).toEqual(['https://api.casino.example']);
  });

  it('drops a leading www before adding the api subdomain', () => {
    const origins = apiOrigins({
      workerUrl: 'https://www.casino.example/sw.js',
      configuredBases: [],
      storedBase: null,
    });
    expect([...origins]).toEqual(['https://api.casino.example']);
  });

  it('adds the configured bases and the base stored in the syncStore', () => {
    const origins = apiOrigins({
      workerUrl: 'http://localhost:4173/sw.js',
      configuredBases: ['http://localhost:8787', 'https://crash.games.example/'],
      storedBase: 'https://api.mirror-2.example/v1',
    });
    expect(origins).toEqual(
      new Set([
        'http://api.localhost:4173',
        'http://localhost:8787',
        'https://crash.games.example',
        'https://api.mirror-2.example',
      ]),
    );
  });

  it('ignores a stored base that is not an http(s) URL, or is the site itself', () => {
    const origins = apiOrigins({
      workerUrl: 'https://casino.example/sw.js',
      configuredBases: ['javascript:alert(1)'],
      storedBase: 'https://casino.example/api',
    });
    expect([...origins]).toEqual(['https://api.casino.example']);
  });
});

describe('httpOrigin', () => {
  it('reads the origin of an http(s) URL and nothing else', () => {
    expect(httpOrigin('https://api.casino.example/mirror?x=1')).toBe('https://api.casino.example');
    expect(httpOrigin('not a url')).toBeNull();
    expect(httpOrigin('ftp://files.example')).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});
