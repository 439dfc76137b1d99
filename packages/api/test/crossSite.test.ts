import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const FOREIGN = 'https://evil.example';
const WEB = 'http://localhost:5173';
const login = JSON.stringify({ email: 'demo@example.com', password: 'demo12345' });

const postRaw = (path: string, raw: string, headers: Record<string, string>) =>
  t.http.request('POST', path, { raw, headers });

describe('JSON bodies a foreign page could send without a preflight', () => {
  it.each([
    ['text/plain', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', {}],
  ])('refuses a JSON body declared as %s with 415', async (_, headers) => {
    const answer = await postRaw('/api/v2/auth/login/email/password', login, headers);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'unsupported_media_type', errors: { body: ['json_required'] } });
  });

  it('reads a body declared application/json, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const answer = await postRaw('/api/v2/auth/login/email/password', login, { 'content-type': type });
      expect(answer.status, type).toBe(200);
    }
  });

  it('still takes a bodiless call that needs only a bearer, whatever it declares', async () => {
    const token = (await t.http.post('/api/v2/auth/login/email/password', JSON.parse(login))).body['token'];
    const answer = await t.http.request('PUT', '/auth/logout', {
      token,
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(200);
  });

  it('keeps taking analytics as posthog-js sends them, as text/plain', async () => {
    const answer = await postRaw('/ingest/e', JSON.stringify({ event: 'plain_text_event' }), {
      'content-type': 'text/plain',
    });
    expect(answer.status).toBe(200);
  });
});

describe('development controls called from a foreign page', () => {
  it('refuses a text/plain config change from a foreign page, leaving the mirror answer as it was', async () => {
    const before = (await t.http.get('/mirror')).body;
    const answer = await postRaw('/__dev/config', JSON.stringify({ sso: 'https://evil.example' }), {
      origin: FOREIGN,
      'content-type': 'text/plain',
    });
    expect(answer.status).toBe(403);
    expect((await t.http.get('/mirror')).body).toEqual(before);
  });

  it('refuses a bodiless reset or clock move from a foreign page, and allows the web app and scripts', async () => {
    const foreign = await t.http.request('POST', '/__dev/reset', { headers: { origin: FOREIGN } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'origin_not_allowed' });
    const clock = await t.http.post('/__dev/clock', { advance_seconds: 1 }, { headers: { origin: FOREIGN } });
    expect(clock.status).toBe(403);
    expect((await t.http.request('POST', '/__dev/reset', { headers: { origin: WEB } })).status).toBe(200);
    expect((await t.http.request('POST', '/__dev/reset')).status).toBe(200);
  });

  it('refuses a JSON body sent as text/plain even without an Origin', async () => {
    const answer = await postRaw('/__dev/clock', JSON.stringify({ advance_seconds: 1 }), {
      'content-type': 'text/plain',
    });
    expect(answer.status).toBe(415);
  });
});
