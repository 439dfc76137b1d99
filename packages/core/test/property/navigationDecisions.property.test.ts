import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  followTarget,
  mirrorDecision,
  redirectCheckDecision,
  routeRuleDecision,
  type GuardDecision,
} from '../../src/domain/navigationGuards.ts';
import { singleSignOnDecision } from '../../src/domain/sso.ts';
import { POLICY, anyQuery, anyTarget, browserReading, isSiteHost, legitimateTarget } from './hostileInput.ts';

const RUNS = { numRuns: 1_000 };
const bareHosts = fc.constantFrom(
  'new.mirror.example',
  'evil.example',
  'mirror.example/path',
  'casino.example:8080',
);
const serverTarget = fc.oneof(anyTarget, legitimateTarget, bareHosts);

/** Whether following a guard's decision keeps the player on the site or an allowed mirror. */
function staysOnSite(decision: GuardDecision): boolean {
  switch (decision.kind) {
    case 'continue':
      return true;
    case 'navigate':
      return browserReading(decision.to)?.origin === 'https://casino.example';
    case 'reload':
    case 'movedPermanently': {
      const reading = browserReading(decision.url);
      return !!reading && ['http:', 'https:'].includes(reading.protocol) && isSiteHost(reading.hostname);
    }
  }
}

describe('navigation guards fed hostile server targets', () => {
  it('the redirect check never throws and never leaves the allowed hosts', () => {
    fc.assert(
      fc.property(serverTarget, fc.constantFrom('/', '/games', '/profile/'), (target, current) => {
        expect(staysOnSite(followTarget(target, current, POLICY))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the redirect check on a whole page never leaves the allowed hosts and keeps the path on a bare host', () => {
    fc.assert(
      fc.property(serverTarget, anyQuery, (target, query) => {
        const decision = redirectCheckDecision(target, 'casino.example', '/games/dice', query, POLICY);
        expect(staysOnSite(decision)).toBe(true);
        if (decision.kind === 'reload' && /^https?:\/\/[^/?#]+\/?$/i.test(target)) {
          expect(browserReading(decision.url)?.pathname).toBe('/games/dice');
        }
      }),
      RUNS,
    );
  });

  it('the mirror check moves the site only to an allowed mirror, keeping path and query on it', () => {
    fc.assert(
      fc.property(serverTarget, anyQuery, (newLink, query) => {
        const decision = mirrorDecision(newLink, 'casino.example', '/games/dice', query, POLICY);
        expect(staysOnSite(decision)).toBe(true);
        if (decision.kind === 'movedPermanently') {
          expect(browserReading(decision.url)?.pathname).toBe('/games/dice');
        }
      }),
      RUNS,
    );
  });

  it('route rules with hostile redirects are followed only inside the allow-list', () => {
    const rules = fc.array(
      fc.record({ path: fc.constantFrom('/old', '/promo', '/'), redirect: serverTarget }),
      {
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(rules, fc.constantFrom('/old', '/promo', '/', '/other'), (table, path) => {
        expect(staysOnSite(routeRuleDecision(table, path, POLICY))).toBe(true);
      }),
      RUNS,
    );
  });

  it('single sign-on redirects only to an allowed host, whatever the mirror answer says', () => {
    fc.assert(
      fc.property(
        fc.option(serverTarget, { nil: null }),
        fc.record({
          hasToken: fc.boolean(),
          noSsoFlag: fc.boolean(),
          alreadyRedirected: fc.boolean(),
          isDevelopment: fc.boolean(),
          isCrawler: fc.boolean(),
        }),
        (sso, facts) => {
          const decision = singleSignOnDecision({ ...facts, sso }, POLICY);
          if (decision.kind !== 'redirect') return;
          const reading = browserReading(decision.url);
          expect(reading && isSiteHost(reading.hostname)).toBe(true);
          expect(reading?.protocol).toMatch(/^https?:$/);
        },
      ),
      RUNS,
    );
  });
});
