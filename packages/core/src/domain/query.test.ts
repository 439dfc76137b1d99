import { describe, expect, it } from 'vitest';
import { fullPath, param, parseQueryString, queryString, withoutParam } from './query.ts';

describe('query', () => {
  it('builds the full path with an encoded query', () => {
    expect(fullPath('/games', { q: 'a&b', x: 'ü' })).toBe('/games?q=a%26b&x=%C3%BC');
    expect(fullPath('/games', {})).toBe('/games');
    expect(queryString({})).toBe('');
  });

  it('reads a query string, dropping malformed escapes instead of throwing', () => {
    expect(parseQueryString('?a=1&b=x+y&c&d=%E2%82%BD')).toEqual({ a: '1', b: 'x y', c: '', d: '₽' });
    expect(parseQueryString('bad=%E0%A4%A&ok=1')).toEqual({ ok: '1' });
    expect(parseQueryString('')).toEqual({});
  });

  it('reads a present, non-empty parameter and removes one', () => {
    expect(param({ a: '', b: 'x' }, 'a')).toBeNull();
    expect(param({ b: 'x' }, 'b')).toBe('x');
    expect(param({}, 'toString')).toBeNull();
    expect(withoutParam({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
});
