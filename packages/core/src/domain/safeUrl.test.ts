import { describe, expect, it } from 'vitest';
import {
  MAX_URL_LENGTH,
  isAllowedHost,
  operatorTarget,
  safeTarget,
  safeUrl,
  withQueryParam,
} from './safeUrl.ts';

const policy = { allowedHosts: ['casino.example', '.mirror.example'] };

describe('safeUrl', () => {
  it('allows relative in-app paths with their query and fragment', () => {
    expect(safeUrl('/profile/bonuses?tab=1#top', policy)).toBe('/profile/bonuses?tab=1#top');
    expect(safeTarget('/', policy)).toEqual({ kind: 'internal', path: '/' });
  });

  it('allows http and https URLs on an allowed host, normalising scheme and host case', () => {
    expect(safeUrl('https://casino.example/games?x=1', policy)).toBe('https://casino.example/games?x=1');
    expect(safeUrl('HTTP://Casino.Example:8080', policy)).toBe('http://casino.example:8080/');
    expect(safeUrl('https://casino.example?x=1', policy)).toBe('https://casino.example/?x=1');
  });

  it('allows a leading-dot entry to cover the host and its subdomains, and nothing that merely ends alike', () => {
    expect(safeUrl('https://mirror.example/a', policy)).toBe('https://mirror.example/a');
    expect(safeUrl('https://new.mirror.example/a', policy)).toBe('https://new.mirror.example/a');
    expect(safeUrl('https://evilmirror.example/a', policy)).toBeNull();
    expect(isAllowedHost('casino.example.evil.com', policy)).toBe(false);
  });

  it.each([
    ['a foreign host', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example/path'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes as the authority', 'https:\\\\evil.example'],
    ['a backslash in the authority', 'https://casino.example\\@evil.example'],
    ['userinfo', 'https://casino.example@evil.example/'],
    ['userinfo with a password', 'https://casino.example:pw@evil.example/'],
    ['a leading space', ' https://casino.example/'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside a path', '/\n/evil.example'],
    ['a null byte', 'https://casino.example/\u0000'],
    ['a right-to-left override', 'https://casino.example/\u202egpj.exe'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['no slashes after the scheme', 'https:evil.example'],
    ['three slashes', 'https:///evil.example'],
    ['an empty host', 'https://'],
    ['a percent-encoded host', 'https://%63asino.example/'],
    ['a non-ASCII host', 'https://саsino.example/'],
    ['an IPv6 literal', 'https://[::1]/'],
    ['a trailing-dot host', 'https://casino.example./'],
    ['a port out of range', 'https://casino.example:70000/'],
    ['a non-numeric port', 'https://casino.example:http/'],
    ['a bare relative path', 'profile'],
    ['an empty string', ''],
    ['an overlong URL', `/${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('refuses %s', (_name, hostile) => {
    expect(safeUrl(hostile, policy)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/']])('refuses a value that is not a string (%j)', (value) => {
    expect(safeUrl(value, policy)).toBeNull();
  });
});

describe('withQueryParam', () => {
  it('adds an encoded parameter before the fragment', () => {
    expect(withQueryParam('https://sso.example/a#f', 'redirect', 'https://x.example/?a=1&b=2')).toBe(
      'https://sso.example/a?redirect=https%3A%2F%2Fx.example%2F%3Fa%3D1%26b%3D2#f',
    );
    expect(withQueryParam('https://sso.example/a?x=1', 'r', 'v')).toBe('https://sso.example/a?x=1&r=v');
    expect(withQueryParam('https://sso.example/a?', 'r', 'v')).toBe('https://sso.example/a?r=v');
  });
});

describe('operatorTarget (targets the operator API names)', () => {
  const policy = { allowedHosts: ['casino.example'] };

  it('takes any well-formed host over https, since the next mirror is never known at build time', () => {
    expect(operatorTarget('https://next-mirror.example/a?b=1', policy)).toEqual({
      kind: 'external',
      url: 'https://next-mirror.example/a?b=1',
      host: 'next-mirror.example',
    });
    expect(operatorTarget('/bonuses', policy)).toEqual({ kind: 'internal', path: '/bonuses' });
  });

  it('refuses plain http unless the site itself runs on http, and every other scheme or credentials', () => {
    expect(operatorTarget('http://next-mirror.example/', policy)).toBeNull();
    expect(operatorTarget('http://localhost:5173/', { ...policy, allowHttp: true })?.kind).toBe('external');
    for (const hostile of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a:b@next.example/',
      '//evil.example',
    ]) {
      expect(operatorTarget(hostile, { ...policy, allowHttp: true })).toBeNull();
    }
  });
});
