import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_REDACTED,
  isSensitiveQueryName,
  redactForAnalytics,
  redactUrlForAnalytics,
} from './analyticsRedaction.ts';

const SECRET = 'Zq9-secret';

describe('redactForAnalytics', () => {
  it('keeps an ordinary path and query as the page view reports them', () => {
    expect(redactForAnalytics('/games/slots', { page: '2', q: 'a&b' })).toBe('/games/slots?page=2&q=a%26b');
    expect(redactForAnalytics('/', {})).toBe('/');
    expect(redactForAnalytics('/en/tournaments', { utm_source: 'mail', stag: '77', promo: 'WELCOME' })).toBe(
      '/en/tournaments?utm_source=mail&stag=77&promo=WELCOME',
    );
  });

  it('replaces the value of every credential parameter and keeps its name', () => {
    const query = {
      token: SECRET,
      simple_auth: SECRET,
      fresh_token: SECRET,
      refresh_token: SECRET,
      access_token: SECRET,
      reset_token: SECRET,
      code: SECRET,
      password: SECRET,
      password_confirm: SECRET,
    };
    const redacted = redactForAnalytics('/', query);
    expect(redacted).not.toContain(SECRET);
    for (const name of Object.keys(query)) expect(redacted).toContain(`${name}=${ANALYTICS_REDACTED}`);
  });

  it('matches credential names whatever their case or padding', () => {
    expect(redactForAnalytics('/', { TOKEN: SECRET, ' Code ': SECRET, Auth_Token: SECRET })).not.toContain(
      SECRET,
    );
  });

  it('replaces the reset token of the password-reset page, with or without a locale prefix', () => {
    expect(redactForAnalytics(`/reset-password/${SECRET}`, {})).toBe(`/reset-password/${ANALYTICS_REDACTED}`);
    for (const prefix of ['/br', '/en', '/kz']) {
      expect(redactForAnalytics(`${prefix}/reset-password/${SECRET}`, { via: 'phone' })).toBe(
        `${prefix}/reset-password/${ANALYTICS_REDACTED}?via=phone`,
      );
    }
  });

  it('redacts hostile spellings of the reset page: doubled slashes, other case, trailing segments', () => {
    for (const path of [
      `//reset-password//${SECRET}`,
      `/Reset-Password/${SECRET}`,
      `/en/reset-password/${SECRET}/`,
      `/reset-password/${SECRET}/extra`,
    ]) {
      expect(redactForAnalytics(path, {})).not.toContain(SECRET);
    }
  });

  it('redacts a credential inside a return address carried by another parameter', () => {
    const redirect = `https://casino.example/en/games?token=${SECRET}`;
    const redacted = redactForAnalytics('/login', { redirect });
    expect(redacted).not.toContain(SECRET);
    expect(decodeURIComponent(redacted)).toContain('https://casino.example/en/games?token=REDACTED');
  });

  it('keeps a __proto__ parameter as a parameter without touching Object.prototype', () => {
    expect(
      redactForAnalytics('/', JSON.parse('{"__proto__":"x","token":"y"}') as Record<string, string>),
    ).toBe('/?__proto__=x&token=REDACTED');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('redactUrlForAnalytics', () => {
  it('leaves an ordinary absolute URL exactly as written', () => {
    for (const url of [
      'https://casino.example/games?page=2&q=x+y',
      'http://localhost:3000/',
      '$direct',
      '',
      '/br/promo#top',
    ]) {
      expect(redactUrlForAnalytics(url)).toBe(url);
    }
  });

  it('redacts the simple-auth token of an absolute URL and keeps the other parameters', () => {
    expect(
      redactUrlForAnalytics(`https://casino.example/?simple_auth=1&token=${SECRET}&utm_source=x#top`),
    ).toBe('https://casino.example/?simple_auth=REDACTED&token=REDACTED&utm_source=x#top');
  });

  it('redacts the reset token in the path of an absolute URL', () => {
    expect(redactUrlForAnalytics(`https://casino.example/kz/reset-password/${SECRET}?via=phone`)).toBe(
      'https://casino.example/kz/reset-password/REDACTED?via=phone',
    );
  });

  it('redacts encoded and repeated credential names and undecodable pairs', () => {
    const redacted = redactUrlForAnalytics(
      `/?to%6Ben=${SECRET}&token=a&token=${SECRET}&%E0%A4%A=${SECRET}&t=%E0%A4%A`,
    );
    expect(redacted).not.toContain(SECRET);
    expect(redacted).toContain('t=REDACTED');
  });

  it('redacts credentials in the fragment, as pairs or as a hash-routed path', () => {
    expect(redactUrlForAnalytics(`https://casino.example/#access_token=${SECRET}&state=1`)).toBe(
      'https://casino.example/#access_token=REDACTED&state=1',
    );
    expect(redactUrlForAnalytics(`/#/reset-password/${SECRET}`)).toBe('/#/reset-password/REDACTED');
    expect(redactUrlForAnalytics(`/#/games?code=${SECRET}`)).toBe('/#/games?code=REDACTED');
  });

  it('redacts a return address nested twice and never throws on hostile text', () => {
    const inner = encodeURIComponent(`/a?token=${SECRET}`);
    const outer = encodeURIComponent(`/b?next=${inner}`);
    expect(redactUrlForAnalytics(`/c?redirect=${outer}`)).not.toContain(SECRET);
    for (const hostile of ['?', '&&&', '?=', '#', '%', '?%=%', '/reset-password/', '\uD800?token=\uDC00']) {
      expect(() => redactUrlForAnalytics(hostile)).not.toThrow();
    }
  });
});

describe('isSensitiveQueryName', () => {
  it('names credentials and leaves tracking and flags alone', () => {
    expect(
      ['token', 'fresh_token', 'code', 'simple_auth', 'new_password', 'client_secret'].every(
        isSensitiveQueryName,
      ),
    ).toBe(true);
    expect(
      ['utm_source', 'stag', 'promo', 'click_id', 'signup', 'no_sso', 'errorCode'].some(isSensitiveQueryName),
    ).toBe(false);
  });
});
