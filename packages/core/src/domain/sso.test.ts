import { describe, expect, it } from 'vitest';
import { singleSignOnDecision, type SsoStartFacts } from './sso.ts';

const policy = { allowedHosts: ['sso.example'] };
const eligible: SsoStartFacts = {
  sso: 'https://sso.example/start',
  hasToken: false,
  noSsoFlag: false,
  alreadyRedirected: false,
  isDevelopment: false,
  isCrawler: false,
};

describe('singleSignOnDecision', () => {
  it('redirects to the sso address when the mirror has sso, no token, no no_sso, no ssoRedirected, not development', () => {
    expect(singleSignOnDecision(eligible, policy)).toEqual({
      kind: 'redirect',
      url: 'https://sso.example/start',
    });
  });

  it.each([
    ['no sso in the mirror answer', { sso: null }],
    ['a token', { hasToken: true }],
    ['the no_sso flag', { noSsoFlag: true }],
    ['the ssoRedirected cookie', { alreadyRedirected: true }],
    ['the development environment', { isDevelopment: true }],
    ['a plain-http sso address', { sso: 'http://sso.example/' }],
    ['an sso address with credentials', { sso: 'https://user:pass@sso.example/' }],
    ['a javascript: sso address', { sso: 'javascript:alert(1)' }],
  ])('shows the interface with %s', (_name, change) => {
    expect(singleSignOnDecision({ ...eligible, ...change }, policy)).toEqual({ kind: 'showInterface' });
  });

  it('lets crawlers skip single sign-on', () => {
    expect(singleSignOnDecision({ ...eligible, isCrawler: true }, policy)).toEqual({ kind: 'skip' });
  });
});
