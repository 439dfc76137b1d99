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
import { POLICY, anyQuery, anyTarget, browserReading, legitimateTarget } from './hostileInput.ts';

const RUNS = { numRuns: 1_000 };
const bareHosts = fc.constantFrom(
  'new.mirror.example',
  'evil.example',
  'mirror.example/path',
  'casino.example:8080',
);
const serverTarget = fc.oneof(anyTarget, legitimateTarget, bareHosts);

/**
 * Whether following a guard's decision is safe for a target the operator's API named: in-app paths stay on the site,
 * and leaving it goes over https to a plain host name, with no credentials, whatever host that is (mirrors move to
 * hosts nobody knew at build time).
 */
function leadsSafely(decision: GuardDecision): boolean {
  switch (decision.kind) {
    case 'continue':
      return true;
    case 'navigate':
      return browserReading(decision.to)?.origin === 'https://casino.example';
    case 'reload':
    case 'movedPermanently': {
      const reading = browserReading(decision.url);
      return (
        !!reading &&
        reading.protocol === 'https:' &&
        reading.username === '' &&
        reading.password === '' &&
        /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(reading.hostname)
      );
    }
  }
}

describe('navigation guards fed hostile server targets', () => {
  it('the redirect check never throws and leaves the site only over https to a plain host', () => {
    fc.assert(
      fc.property(serverTarget, fc.constantFrom('/', '/games', '/profile/'), (target, current) => {
        expect(leadsSafely(followTarget(target, current, POLICY))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the redirect check on a whole page leaves only over https and keeps the path on a bare host', () => {
    fc.assert(
      fc.property(serverTarget, anyQuery, (target, query) => {
        const decision = redirectCheckDecision(target, 'casino.example', '/games/dice', query, POLICY);
        expect(leadsSafely(decision)).toBe(true);
        if (decision.kind === 'reload' && /^https?:\/\/[^/?#]+\/?$/i.test(target)) {
          expect(browserReading(decision.url)?.pathname).toBe('/games/dice');
        }
      }),
      RUNS,
    );
  });

  it('the mirror check moves the site only over https, keeping path and query on the new host', () => {
    fc.assert(
      fc.property(serverTarget, anyQuery, (newLink, query) => {
        const decision = mirrorDecision(newLink, 'casino.example', '/games/dice', query, POLICY);
        expect(leadsSafely(decision)).toBe(true);
        if (decision.kind === 'movedPermanently') {
          expect(browserReading(decision.url)?.pathname).toBe('/games/dice');
        }
      }),
      RUNS,
    );
  });

  it('route rules with hostile redirects are followed only to https targets', () => {
    const rules = fc.array(
      fc.record({ path: fc.constantFrom('/old', '/promo', '/'), redirect: serverTarget }),
      {
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(rules, fc.constantFrom('/old', '/promo', '/', '/other'), (table, path) => {
        expect(leadsSafely(routeRuleDecision(table, path, POLICY))).toBe(true);
      }),
      RUNS,
    );
  });

  it('single sign-on redirects only over https to a plain host, whatever the mirror answer says', () => {
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
          expect(leadsSafely({ kind: 'reload', url: decision.url })).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
