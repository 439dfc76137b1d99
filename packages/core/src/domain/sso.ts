import { operatorTarget, type UrlPolicy } from './safeUrl.ts';

/** What single sign-on at start (§4) is decided from. */
export interface SsoStartFacts {
  /** The mirror answer's sso address, if any. */
  readonly sso: string | null;
  readonly hasToken: boolean;
  /** The no_sso query flag (§2). */
  readonly noSsoFlag: boolean;
  /** The ssoRedirected cookie: set when the browser was already sent once. */
  readonly alreadyRedirected: boolean;
  readonly isDevelopment: boolean;
  readonly isCrawler: boolean;
}

export type SsoDecision =
  /** Set the ssoRedirected cookie and send the browser to the sso address. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** Clear the ssoRedirected cookie and show the interface. */
  | { readonly kind: 'showInterface' }
  /** Crawlers skip single sign-on altogether. */
  | { readonly kind: 'skip' };

/** Single sign-on at start (§4); a malformed or non-https sso address is never followed. */
export function singleSignOnDecision(facts: SsoStartFacts, policy: UrlPolicy): SsoDecision {
  if (facts.isCrawler) return { kind: 'skip' };
  const target = operatorTarget(facts.sso, policy);
  const eligible =
    target?.kind === 'external' &&
    !facts.hasToken &&
    !facts.noSsoFlag &&
    !facts.alreadyRedirected &&
    !facts.isDevelopment;
  return eligible ? { kind: 'redirect', url: target.url } : { kind: 'showInterface' };
}
