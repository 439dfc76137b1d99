import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  auth?: boolean;
  /** A body the call accepts; its fields are what the hostile variants replace. */
  fields: Record<string, unknown>;
}

/** Every call that reads a JSON body. */
const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/v2/auth/register/email',
    fields: { email: 'a@b.co', password: 'secret-1', currency: 'RUB' },
  },
  {
    method: 'POST',
    path: '/api/v2/auth/register/phone',
    fields: { phone: '+77001112233', password: 'secret-1', currency: 'RUB' },
  },
  { method: 'POST', path: '/api/v2/auth/login/email/password', fields: { email: 'a@b.co', password: 'x' } },
  { method: 'POST', path: '/api/v2/auth/login/email/code', fields: { email: 'a@b.co', code: '123456' } },
  {
    method: 'POST',
    path: '/api/v2/auth/login/phone/password',
    fields: { phone: '+77001112233', password: 'x' },
  },
  {
    method: 'POST',
    path: '/api/v2/auth/login/phone/code',
    fields: { phone: '+77001112233', code: '123456' },
  },
  { method: 'POST', path: '/api/v2/auth/login/phone/verification', fields: { phone: '+77001112233' } },
  { method: 'POST', path: '/api/v2/auth/login/email/verification', fields: { email: 'a@b.co' } },
  { method: 'POST', path: '/api/v2/auth/phone/resend', fields: { phone: '+77001112233' } },
  {
    method: 'POST',
    path: '/api/v2/auth/login/phone/code/resend?type=sms',
    fields: { phone: '+77001112233' },
  },
  { method: 'POST', path: '/api/v2/auth/login/email/resend', fields: { email: 'a@b.co' } },
  { method: 'POST', path: '/api/v2/auth/email/verify/code', auth: true, fields: { code: '123456' } },
  { method: 'POST', path: '/api/v2/auth/phone/verify/code', auth: true, fields: { code: '123456' } },
  { method: 'POST', path: '/api/v2/auth/password/email/forgot', fields: { email: 'a@b.co' } },
  {
    method: 'POST',
    path: '/api/v2/auth/password/email/code/confirm',
    fields: { email: 'a@b.co', code: '123456' },
  },
  { method: 'POST', path: '/api/v2/auth/password/email/token/confirm', fields: { token: 'tok' } },
  { method: 'POST', path: '/api/v2/auth/password/email/token/check', fields: { token: 'tok' } },
  {
    method: 'POST',
    path: '/api/v2/auth/password/email/reset/token',
    fields: { token: 't', password: 'secret-1', password_confirm: 'secret-1' },
  },
  {
    method: 'POST',
    path: '/api/v2/auth/password/email/reset/code',
    fields: { email: 'a@b.co', code: '1', password: 'secret-1', password_confirm: 'secret-1' },
  },
  { method: 'POST', path: '/api/v2/auth/password/phone/forgot', fields: { phone: '+77001112233' } },
  {
    method: 'POST',
    path: '/api/v2/auth/password/phone/code/confirm',
    fields: { phone: '+77001112233', code: '123456' },
  },
  {
    method: 'POST',
    path: '/api/v2/auth/password/phone/reset',
    fields: { token: 't', password: 'secret-1', password_confirm: 'secret-1' },
  },
  { method: 'POST', path: '/api/v2/auth/password/phone/token/check', fields: { token: 'tok' } },
  {
    method: 'POST',
    path: '/api/v2/auth/password/set',
    auth: true,
    fields: { password: 'secret-1', confirm_password: 'secret-1' },
  },
  { method: 'PUT', path: '/auth/login', fields: { provider: 'google', origin: 'http://localhost:5173' } },
  { method: 'POST', path: '/auth/send_login_data', fields: { email: 'a@b.co' } },
  { method: 'POST', path: '/auth/refresh-token', fields: { refresh_token: 'r' } },
  { method: 'PUT', path: '/profile/settings', auth: true, fields: { locale: 'en', timezone: 'UTC' } },
  {
    method: 'POST',
    path: '/password/update',
    auth: true,
    fields: { old_password: 'x', password: 'y', password_confirm: 'y' },
  },
  { method: 'POST', path: '/attachSource', auth: true, fields: { stag: 's', promo: 'p', advId: 'a' } },
  { method: 'POST', path: '/middleware/affiliate', fields: { stag: 's' } },
  { method: 'POST', path: '/middleware/mirror', fields: { domain: 'a.example' } },
  { method: 'POST', path: '/middleware/mirrorRedirect', fields: { domain: 'a.example' } },
  { method: 'POST', path: '/middleware/ip', fields: { host: 'a.example', userAgent: 'ua' } },
  {
    method: 'POST',
    path: '/middleware/registerPageOpenEvent',
    fields: { subH: 's', uuid: 'u', click_url: 'c' },
  },
  { method: 'POST', path: '/middleware/utm', fields: { utm_source: 'google', utm_campaign: 'welcome' } },
  { method: 'POST', path: '/api/v2/billing/payment', auth: true, fields: { method: 'm', amount: 100 } },
  { method: 'POST', path: '/__dev/config', fields: { defaultCountry: 'RU' } },
  { method: 'POST', path: '/__dev/clock', fields: { advance_seconds: 0 } },
  { method: 'POST', path: '/__dev/simple-auth', fields: { email: 'demo@example.com' } },
  { method: 'POST', path: '/ingest/e', fields: { event: 'e' } },
];

const HOSTILE = [
  "'; DROP TABLE players; --",
  '<script>alert(document.cookie)</script>',
  'nul\u0000byte',
  '\u202Eevil\u202C',
  '😀'.repeat(500),
  'x'.repeat(20_000),
  '../../../../etc/passwd',
  '{"$gt":""}',
];

/** Bodies whose keys an object literal would inherit: a lookup by such a name must not find the inherited member. */
const PROTOTYPE_KEYS = [
  '{"constructor":1}',
  '{"toString":1}',
  '{"valueOf":[1]}',
  '{"hasOwnProperty":{}}',
  '{"__proto__":1}',
];

let token = '';
beforeAll(async () => {
  token = (await registerPlayer(t.http)).token;
});

const send = (
  endpoint: Endpoint,
  options: { raw?: string; body?: unknown; headers?: Record<string, string> },
) =>
  t.http.request(endpoint.method, endpoint.path, {
    ...options,
    token: endpoint.auth ? token : undefined,
    headers: { 'content-type': 'application/json', ...options.headers },
  });

async function serverStillWorks(): Promise<void> {
  expect((await t.http.get('/mirror')).status).toBe(200);
  await expect(logInDemo(t.http)).resolves.toEqual(expect.any(String));
}

describe('bad input on every call that reads a body', () => {
  it.each(ENDPOINTS)(
    '$method $path: malformed JSON and a non-object body are 400 bad_request',
    async (endpoint) => {
      // The analytics collector takes arrays (batches): there a non-object is a batch of invalid events.
      const batches = endpoint.path.startsWith('/ingest');
      for (const raw of [
        '{"email": ',
        'not json at all',
        ...(batches ? [] : ['[1,2,3]', '"text"', 'null']),
      ]) {
        const answer = await send(endpoint, { raw });
        expect(answer.status, raw).toBe(400);
        expect(answer.body).toEqual({ message: 'bad_request', errors: { body: ['invalid_json'] } });
      }
      if (batches) expect((await send(endpoint, { raw: '[1,2,3]' })).status).toBe(422);
    },
  );

  it.each(ENDPOINTS)(
    '$method $path: fields of the wrong type are field errors, never a 500',
    async (endpoint) => {
      const wrong = Object.fromEntries(Object.keys(endpoint.fields).map((key) => [key, { $gt: '' }]));
      const answer = await send(endpoint, { body: wrong });
      expect(answer.status).toBe(422);
      expect(answer.body['message']).toBe('validation');
      expect(Object.keys(answer.body['errors']).length).toBeGreaterThan(0);
    },
  );

  it.each(ENDPOINTS)('$method $path: hostile strings get a clear answer, never a 500', async (endpoint) => {
    for (const hostile of HOSTILE) {
      const body = Object.fromEntries(Object.keys(endpoint.fields).map((key) => [key, hostile]));
      const answer = await send(endpoint, { body });
      expect(answer.status, hostile.slice(0, 40)).toBeLessThan(500);
      expect(answer.text).not.toContain('<script>');
    }
  });

  it.each(ENDPOINTS)(
    '$method $path: fields named after Object.prototype members are ignored or refused, never a 500',
    async (endpoint) => {
      for (const raw of PROTOTYPE_KEYS) {
        const answer = await send(endpoint, { raw });
        expect(answer.status, raw).toBeLessThan(500);
      }
    },
  );

  it.each(ENDPOINTS.filter((endpoint) => !endpoint.path.startsWith('/ingest')))(
    '$method $path: a body over 64 KiB is 413 payload_too_large',
    async (endpoint) => {
      const answer = await send(endpoint, {
        raw: JSON.stringify({ ...endpoint.fields, pad: 'x'.repeat(65 * 1024) }),
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: 'payload_too_large' });
    },
  );

  it('refuses an oversized body sent in chunks without a length', async () => {
    const url = new URL('/api/v2/auth/login/email/password', t.api.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
      for (let i = 0; i < 20; i += 1) request.write('x'.repeat(8 * 1024));
      request.end();
    });
    expect(status).toBe(413);
  });

  it('is still healthy after all of it, having logged no server error', async () => {
    await serverStillWorks();
    expect(t.logs.filter((line) => line.startsWith('[error]'))).toEqual([]);
  });
});

describe('bad query strings', () => {
  it.each([
    '/api/v2/content/games?category=%E0%A4%A',
    '/api/v2/content/games?category=slots&category=originals',
    '/api/v2/content/seo?page=home%00&lang=en',
    '/api/v2/content/faq?lang[]=ru',
    '/geo_ip?%ZZ',
    '/api/v2/content/tournaments?status=%27%20OR%201%3D1',
  ])('%s gets a clear answer, never a 500', async (path) => {
    const answer = await t.http.get(path);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers unknown paths and methods with 404 not_found', async () => {
    expect((await t.http.get('/no/such/path')).body).toEqual({ message: 'not_found' });
    expect((await t.http.request('DELETE', '/profile/user')).status).toBe(404);
  });
});
