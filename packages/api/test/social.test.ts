import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import type { HttpClient } from './support/http.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const WEB = 'http://localhost:5173';

async function startSocial(http: HttpClient, body: Record<string, unknown> = {}) {
  const answer = await http.put('/auth/login', { provider: 'google', origin: WEB, ...body });
  expect(answer.status).toBe(200);
  const url = new URL(answer.body['url']);
  return { url, state: url.searchParams.get('state') ?? '', origin: url.searchParams.get('origin') ?? '' };
}

function consent(http: HttpClient, path: string, fields: Record<string, string>) {
  return http.request('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Runs the result page's script against a stand-in opener, and returns what it posted and to which origin. */
function postedMessage(html: string): { message: Record<string, unknown>; target: string; closed: boolean } {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no script in page');
  const posted: { message: Record<string, unknown>; target: string }[] = [];
  let closed = false;
  const window = {
    opener: {
      postMessage: (message: Record<string, unknown>, target: string) => posted.push({ message, target }),
    },
    close: () => {
      closed = true;
    },
  };
  runInNewContext(script, { window });
  const [first] = posted;
  if (!first || posted.length !== 1) throw new Error('the page did not post exactly one message');
  return { ...first, closed };
}

describe('PUT /auth/login', () => {
  it('answers the url of the provider page served by this server', async () => {
    const { url, origin } = await startSocial(t.http);
    expect(url.origin).toBe(new URL(t.api.url).origin);
    expect(url.pathname).toBe('/social/google/consent');
    expect(origin).toBe(WEB);
  });

  it('refuses an unknown provider, an origin that is not allowed, and an unknown promo', async () => {
    const answer = await t.http.put('/auth/login', {
      provider: 'myspace',
      origin: 'https://evil.example',
      promo: 'NOPE',
    });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({
      provider: ['unsupported'],
      origin: ['unsupported'],
      promo: ['not_found'],
    });
  });

  it('answers required for a missing provider or origin', async () => {
    const answer = await t.http.put('/auth/login', {});
    expect(answer.body['errors']).toEqual({ provider: ['required'], origin: ['required'] });
  });
});

describe('the provider consent page', () => {
  it('shows a consent form for a live state', async () => {
    const { url } = await startSocial(t.http);
    const page = await t.http.get(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<form method="post">');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('on consent creates the player and posts the token to the opener, targeted at the allowed origin only', async () => {
    const { url, state, origin } = await startSocial(t.http, { currency: 'USD', promo: 'WELCOME100' });
    const browser = t.client();
    const page = await consent(browser, url.pathname, {
      state,
      origin,
      decision: 'allow',
      account: 'new.player@gmail.example',
    });
    expect(page.status).toBe(200);
    const { message, target, closed } = postedMessage(page.text);
    expect(target).toBe(WEB);
    expect(closed).toBe(true);
    expect(message).toEqual({ type: 'social-login', token: expect.any(String), registered: true });
    expect(browser.cookies.has('refresh_token')).toBe(true);
    const user = await t.http.get('/profile/user', { token: String(message['token']) });
    expect(user.body['data']).toMatchObject({
      email: 'new.player@gmail.example',
      register_method: 'social',
      currency: 'USD',
      is_password_exists: false,
      is_email_verified: true,
    });
  });

  it('finds the same player again by the provider account', async () => {
    const first = await startSocial(t.http);
    const one = await consent(t.http, first.url.pathname, {
      state: first.state,
      origin: first.origin,
      decision: 'allow',
      account: 'again@gmail.example',
    });
    const second = await startSocial(t.http);
    const two = await consent(t.http, second.url.pathname, {
      state: second.state,
      origin: second.origin,
      decision: 'allow',
      account: 'again@gmail.example',
    });
    const idOf = async (html: string) =>
      (await t.http.get('/profile/user', { token: String(postedMessage(html).message['token']) })).body[
        'data'
      ]['id'];
    expect(postedMessage(two.text).message['registered']).toBe(false);
    expect(await idOf(two.text)).toBe(await idOf(one.text));
  });

  it('links the provider account to the logged-in player who sent their token', async () => {
    const login = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'rich@example.com',
      password: 'demo12345',
    });
    const started = await startSocial(t.http, { provider: 'telegram', token: login.body['token'] });
    const page = await consent(t.http, started.url.pathname, {
      state: started.state,
      origin: started.origin,
      decision: 'allow',
      account: 'rich@telegram.example',
    });
    const { message } = postedMessage(page.text);
    expect(message['registered']).toBe(false);
    const user = await t.http.get('/profile/user', { token: String(message['token']) });
    expect(user.body['data']['email']).toBe('rich@example.com');
  });

  it('never links a provider account to the player of a simple-auth token, which travels in links', async () => {
    const simple = (await t.http.post('/__dev/simple-auth', { email: 'rich@example.com' })).body['data'][
      'token'
    ];
    const started = await startSocial(t.http, { token: simple });
    const page = await consent(t.http, started.url.pathname, {
      state: started.state,
      origin: started.origin,
      decision: 'allow',
      account: 'attacker@evil.example',
    });
    const { message } = postedMessage(page.text);
    expect(message['registered']).toBe(true);
    const user = await t.http.get('/profile/user', { token: String(message['token']) });
    expect(user.body['data']['email']).toBe('attacker@evil.example');
  });

  it('posts access_denied when the player denies', async () => {
    const { url, state, origin } = await startSocial(t.http);
    const page = await consent(t.http, url.pathname, { state, origin, decision: 'deny' });
    expect(postedMessage(page.text).message).toEqual({ type: 'social-login', error: 'access_denied' });
  });

  it('refuses a state used twice, an expired one, and one for another provider, with no script', async () => {
    const used = await startSocial(t.http);
    await consent(t.http, used.url.pathname, {
      state: used.state,
      origin: used.origin,
      decision: 'allow',
      account: 'once@gmail.example',
    });
    const replay = await consent(t.http, used.url.pathname, {
      state: used.state,
      origin: used.origin,
      decision: 'allow',
      account: 'once@gmail.example',
    });
    expect(replay.status).toBe(400);
    expect(replay.text).not.toContain('postMessage');

    const other = await startSocial(t.http);
    const wrongProvider = await t.http.get(
      `/social/vk/consent?state=${other.state}&origin=${encodeURIComponent(WEB)}`,
    );
    expect(wrongProvider.status).toBe(400);

    const late = await startSocial(t.http);
    t.clock.advance(11 * 60);
    expect((await t.http.get(late.url.pathname + late.url.search)).status).toBe(400);
  });

  it('refuses to post to an origin other than the one the login started from', async () => {
    const { url, state } = await startSocial(t.http);
    const tampered = await t.http.get(
      `${url.pathname}?state=${state}&origin=${encodeURIComponent('https://evil.example')}`,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.text).not.toContain('<script');
    const otherAllowed = await consent(t.http, url.pathname, {
      state,
      origin: 'http://localhost:4173',
      decision: 'allow',
      account: 'x@gmail.example',
    });
    expect(otherAllowed.status).toBe(400);
    expect(otherAllowed.text).not.toContain('postMessage');
  });

  it('asks again for a malformed account, keeping hostile text escaped', async () => {
    const { url, state, origin } = await startSocial(t.http);
    const page = await consent(t.http, url.pathname, {
      state,
      origin,
      decision: 'allow',
      account: '<img src=x onerror=alert(1)>',
    });
    expect(page.status).toBe(422);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('<form method="post">');
  });
});
