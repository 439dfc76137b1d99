import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorCodeStatus, pageStatus, type PageStatusFacts } from './pageStatus.ts';

const facts = (overrides: Partial<PageStatusFacts>): PageStatusFacts => ({
  routeName: 'index',
  query: new URLSearchParams(),
  routerStatus: 200,
  regionBlocked: false,
  ...overrides,
});

describe('pageStatus', () => {
  it('answers 404 for an unknown route, which renders the not-found page (§2)', () => {
    expect(pageStatus(facts({ routeName: 'not-found' }))).toBe(404);
  });

  it('answers 451 on the no-access page for a player whose region is blocked, 200 for anyone else', () => {
    expect(pageStatus(facts({ routeName: 'no-access', regionBlocked: true }))).toBe(451);
    expect(pageStatus(facts({ routeName: 'no-access', regionBlocked: false }))).toBe(200);
  });

  it('answers the error page with the status its errorCode names', () => {
    const query = new URLSearchParams({ errorCode: '503' });
    expect(pageStatus(facts({ routeName: 'error', query }))).toBe(503);
  });

  it('keeps the router’s own status: a loader’s 404 or a crash’s 500', () => {
    expect(pageStatus(facts({ routeName: 'tournaments-status', routerStatus: 404 }))).toBe(404);
    expect(pageStatus(facts({ routerStatus: 500 }))).toBe(500);
  });

  it('answers 200 for every other page', () => {
    expect(pageStatus(facts({ routeName: 'games-dice' }))).toBe(200);
  });
});

describe('errorCodeStatus', () => {
  it('is N for every HTTP error status N from 400 to 599', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(errorCodeStatus(String(status))).toBe(status);
      }),
    );
  });

  it('is 200 for anything that is not an HTTP error status: no code, a success, words, hostile input', () => {
    for (const code of [null, '', '200', '302', '600', '99', '4040', ' 404', '404abc', '-404', '4e2']) {
      expect(errorCodeStatus(code)).toBe(200);
    }
    fc.assert(
      fc.property(fc.string(), (code) => {
        const status = errorCodeStatus(code);
        expect(status === 200 || (status >= 400 && status <= 599)).toBe(true);
      }),
    );
  });
});
