import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { AxiosGameLaunchApi } from './AxiosGameLaunchApi.ts';

let server: TestServer;
let session: SessionValues;
let api: AxiosGameLaunchApi;
beforeAll(async () => {
  server = await startTestServer();
  session = new SessionValues();
  session.token = 'access';
  session.locale = 'en';
  session.region = 'KZ';
  api = new AxiosGameLaunchApi(
    testClient(server.baseUrl, session, {
      // A refused call is retried once with the token the refresh answers, as in the app.
      refresher: { accessTokenAfter401: () => Promise.resolve('fresh-access') },
    }),
  );
});
afterAll(() => server.close());

/** Each request handed to fetch, as the browser would get it; it still goes out to the test server. */
let handedToFetch: Request[];
beforeEach(() => {
  server.requests.length = 0;
  handedToFetch = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (input instanceof Request) handedToFetch.push(input);
    return realFetch(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const list = (...slugs: string[]) => ({ json: { data: slugs } });

describe('AxiosGameLaunchApi favourites', () => {
  it.each([
    { favourite: true, method: 'PUT' },
    { favourite: false, method: 'DELETE' },
  ])(
    'sends a $method that outlives the page (keepalive), with the session as every call sends it',
    async ({ favourite, method }) => {
      server.handle(() => list('prism-drift'));
      await api.favourites();
      const result = await api.setFavourite('prism-drift', favourite);

      expect(result).toEqual({ ok: true, value: ['prism-drift'] });
      expect(handedToFetch).toHaveLength(1);
      expect(handedToFetch[0]).toMatchObject({ method, keepalive: true, credentials: 'include' });
      const [read, write] = server.requests;
      expect(write).toMatchObject({ method, path: '/games/favourites/prism-drift' });
      for (const header of ['authorization', 'region', 'accept-language', 'accept'] as const) {
        expect(write?.headers[header], header).toBe(read?.headers[header]);
      }
      expect(write?.headers.authorization).toBe('Bearer access');
      // No header the API's CORS would refuse: axios's fetch adapter would otherwise name itself.
      expect(write?.headers['user-agent']).not.toMatch(/^axios\//);
    },
  );

  it('retries a refused write once with the refreshed token, still with keepalive', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer fresh-access'
        ? list('prism-drift')
        : { status: 401, json: { message: 'unauthenticated' } },
    );
    const result = await api.setFavourite('prism-drift', true);

    expect(result).toEqual({ ok: true, value: ['prism-drift'] });
    expect(handedToFetch.map((request) => request.keepalive)).toEqual([true, true]);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer access',
      'Bearer fresh-access',
    ]);
  });

  it.each([
    { what: 'a list of the wrong type', reply: { json: { data: 'prism-drift' } } },
    { what: 'HTML instead of JSON', reply: { raw: '<!doctype html><html><body>Maintenance</body></html>' } },
  ])('turns $what into the malformedResponse error every call gives', async ({ reply }) => {
    server.handle(() => reply);
    const result = await api.setFavourite('prism-drift', true);

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'malformedResponse',
        detail: expect.stringMatching(/^PUT \/games\/favourites\/prism-drift: /),
      },
    });
  });

  it('turns an unknown game into notFound, as every call maps a 404', async () => {
    server.handle(() => ({ status: 404, json: { message: 'not_found' } }));
    expect(await api.setFavourite('no-such-game', false)).toEqual({ ok: false, error: { kind: 'notFound' } });
  });
});
