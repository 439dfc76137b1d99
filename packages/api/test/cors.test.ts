import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const preflight = (
  origin: string,
  method = 'POST',
  headers = 'authorization,content-type,region,accept-language',
) =>
  t.http.request('OPTIONS', '/api/v2/auth/login/email/password', {
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('CORS', () => {
  it.each(['http://localhost:5173', 'http://localhost:4173'])(
    'lets %s call with credentials and the contract headers',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['authorization', 'content-type', 'region', 'accept-language'])
        expect(allowed).toContain(header);
      expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    },
  );

  it('gives no allowance to another origin', async () => {
    const answer = await preflight('https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await t.http.get('/mirror', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks real answers, errors included, for the allowed origin and exposes Retry-After', async () => {
    const ok = await t.http.get('/mirror', { headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const error = await t.http.get('/profile/user', { headers: { origin: 'http://localhost:5173' } });
    expect(error.status).toBe(401);
    expect(error.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(error.headers.get('access-control-allow-credentials')).toBe('true');
    expect(error.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('follows the configured origins', async () => {
    const custom = await startTestApi({ allowedOrigins: ['https://casino.example/'] });
    try {
      const answer = await custom.http.get('/mirror', { headers: { origin: 'https://casino.example' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://casino.example');
      const local = await custom.http.get('/mirror', { headers: { origin: 'http://localhost:5173' } });
      expect(local.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });
});
