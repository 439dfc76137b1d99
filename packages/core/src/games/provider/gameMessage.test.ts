import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchOrigin, parseGameMessage } from './gameMessage.ts';

describe('parseGameMessage', () => {
  it('reads the four messages of the protocol', () => {
    expect(parseGameMessage({ type: 'balance', balance: 12.5 })).toEqual({ type: 'balance' });
    expect(parseGameMessage({ type: 'deposit' })).toEqual({ type: 'deposit' });
    expect(parseGameMessage({ type: 'close' })).toEqual({ type: 'close' });
    expect(parseGameMessage({ type: 'error', code: 'balance_not_enough' })).toEqual({
      type: 'error',
      code: 'balance_not_enough',
    });
  });

  it('ignores unknown types and reads a strange error code as a plain failure', () => {
    expect(parseGameMessage({ type: 'navigate', to: '/' })).toBeNull();
    expect(parseGameMessage('close')).toBeNull();
    expect(parseGameMessage([{ type: 'close' }])).toBeNull();
    expect(parseGameMessage({ type: 'error', code: '<img src=x>' })).toEqual({
      type: 'error',
      code: 'failed',
    });
  });

  it('never throws, whatever a page posts', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const message = parseGameMessage(data);
        expect(message === null || ['balance', 'deposit', 'close', 'error'].includes(message.type)).toBe(
          true,
        );
      }),
    );
  });
});

describe('launchOrigin', () => {
  it('is the scheme, host and port of the launch URL', () => {
    expect(launchOrigin('http://localhost:8790/games/prism-drift?token=ab')).toBe('http://localhost:8790');
    expect(launchOrigin('HTTPS://Games.Example.com:443/x')).toBe('https://games.example.com');
  });

  it('is null for a URL that is not absolute http(s)', () => {
    expect(launchOrigin('javascript:alert(1)')).toBeNull();
    expect(launchOrigin('/games/prism-drift')).toBeNull();
    expect(launchOrigin('http://user@evil.example/')).toBeNull();
  });
});
