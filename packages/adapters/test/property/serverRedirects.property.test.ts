import {
  followTarget,
  mirrorDecision,
  operatorTarget,
  safeTarget,
  singleSignOnDecision,
  type GuardDecision,
  type UrlPolicy,
} from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginAnswerSchema, socialLoginUrlSchema } from '../../src/http/schemas/auth.ts';
import { invoiceSchema } from '../../src/http/schemas/billing.ts';
import { mirrorAnswerSchema, mirrorRedirectAnswerSchema } from '../../src/http/schemas/geo.ts';
import { WIRE_SAMPLES } from './wireSamples.ts';

const POLICY: UrlPolicy = { allowedHosts: ['casino.example', '.mirror.example', 'api.casino.example'] };
const PAGE = 'https://casino.example/games/dice';
const RUNS = { numRuns: 500 };

/** Where the browser would really go for `target` from PAGE (the platform's own URL parser). */
function landsOnSite(target: string): boolean {
  try {
    const url = new URL(target, PAGE);
    const host = url.hostname;
    const allowed =
      host === 'casino.example' ||
      host === 'api.casino.example' ||
      host === 'mirror.example' ||
      host.endsWith('.mirror.example');
    return allowed && (url.protocol === 'https:' || url.protocol === 'http:');
  } catch {
    return false;
  }
}

/**
 * Where an operator-named target may lead: the site, or any plain host over https without credentials (mirrors move
 * to hosts nobody knew at build time). Judged by the platform's URL parser.
 */
function leadsOverHttps(target: string): boolean {
  try {
    const url = new URL(target, PAGE);
    if (url.origin === 'https://casino.example') return true;
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

function followed(decision: GuardDecision): string | null {
  if (decision.kind === 'navigate') return decision.to;
  if (decision.kind === 'reload' || decision.kind === 'movedPermanently') return decision.url;
  return null;
}

/** Link-shaped strings from a server that may be compromised or misconfigured. */
const serverLink = fc.oneof(
  fc.constantFrom(
    'https://new.mirror.example',
    'new.mirror.example',
    'evil.example',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'https://casino.example@evil.example/',
    'https://evil.example#.mirror.example',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://mirror.example.evil.example/',
    'https:\\\\evil.example',
    ' https://evil.example',
    '/\t/evil.example',
    'HTTPS://NEW.MIRROR.EXAMPLE/path',
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

describe('navigation targets from server answers', () => {
  it('a mirror answer moves the site, or sends the player to SSO, only over https to a plain host', () => {
    fc.assert(
      fc.property(
        fc.option(serverLink, { nil: null }),
        fc.option(serverLink, { nil: null }),
        (newLink, sso) => {
          const parsed = mirrorAnswerSchema.safeParse({
            redirect: { newLink },
            meta_yandex_verification: null,
            sso,
          });
          if (!parsed.success) return;
          const moved = followed(mirrorDecision(parsed.data.newLink, 'casino.example', '/games', {}, POLICY));
          if (moved !== null) expect(leadsOverHttps(moved)).toBe(true);
          const facts = { hasToken: false, noSsoFlag: false, alreadyRedirected: false, isDevelopment: false };
          const decision = singleSignOnDecision({ ...facts, isCrawler: false, sso: parsed.data.sso }, POLICY);
          if (decision.kind === 'redirect') expect(leadsOverHttps(decision.url)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a mirror-redirect answer is followed only over https to a plain host', () => {
    fc.assert(
      fc.property(serverLink, (newLink) => {
        const parsed = mirrorRedirectAnswerSchema.safeParse({
          redirect: { newLink },
          oldDomain: 'old.example',
        });
        if (!parsed.success) return;
        const target = followed(followTarget(parsed.data.newLink, '/', POLICY));
        if (target !== null) expect(leadsOverHttps(target)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the sso link of a login answer passes only over https to a plain host', () => {
    fc.assert(
      fc.property(serverLink, (link) => {
        const login = loginAnswerSchema.safeParse({ success: true, token: 'access', sso: link });
        const target = operatorTarget(login.success ? login.data.sso : null, POLICY);
        if (target !== null)
          expect(leadsOverHttps(target.kind === 'internal' ? target.path : target.url)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the social provider page and the pay page, set by third parties, pass only when on the allow-list', () => {
    fc.assert(
      fc.property(serverLink, (link) => {
        const social = socialLoginUrlSchema.safeParse({ url: link });
        const invoiceSample = WIRE_SAMPLES['billing.invoiceSchema'] as { data: Record<string, unknown> };
        const invoice = invoiceSchema('RUB').safeParse({ data: { ...invoiceSample.data, pay_url: link } });
        const candidates = [
          social.success ? social.data.url : null,
          invoice.success ? invoice.data.payUrl : null,
        ];
        for (const candidate of candidates) {
          const target = safeTarget(candidate, POLICY);
          if (target !== null)
            expect(landsOnSite(target.kind === 'internal' ? target.path : target.url)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
