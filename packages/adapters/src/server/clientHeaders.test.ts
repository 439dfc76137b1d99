import { describe, expect, it } from 'vitest';
import { playerHeaders } from './clientHeaders.ts';

const request = (headers: Record<string, string>, remoteAddress: string | null = null) => ({
  headers: new Headers(headers),
  remoteAddress,
});

describe('playerHeaders', () => {
  it('tells the API the player’s address, appended to the chain of proxies the request came through', () => {
    expect(playerHeaders(request({ 'x-forwarded-for': '203.0.113.7' }, '10.0.0.2'))).toEqual({
      'X-Forwarded-For': '203.0.113.7, 10.0.0.2',
    });
    expect(playerHeaders(request({}, '198.51.100.1'))).toEqual({ 'X-Forwarded-For': '198.51.100.1' });
  });

  it('passes the player’s user agent on, so the API sees the browser and not the server', () => {
    expect(playerHeaders(request({ 'user-agent': 'Mozilla/5.0 Test' }))).toEqual({
      'User-Agent': 'Mozilla/5.0 Test',
    });
  });

  it('adds nothing the request did not carry', () => {
    expect(playerHeaders(request({ 'x-forwarded-for': '  ' }))).toEqual({});
  });
});
