import { describe, expect, it } from 'vitest';
import { policyAllowsImages } from '../../scripts/bench/lib/servedBuild.mjs';

/** index.html's head as the build writes it (packages/web/csp/cspPlugin.ts), with the policy's quotes escaped. */
const page = (imgSrc: string) =>
  `<head><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src ${imgSrc}; font-src &#39;self&#39;"></head>`;

describe('the served build’s check of its content policy (issue 35 benches)', () => {
  it('lets the game provider’s covers load when img-src names its origin', () => {
    const html = page('&#39;self&#39; data: http://localhost:8898 http://localhost:8899');
    expect(policyAllowsImages(html, 'http://localhost:8899')).toBe(true);
  });

  it('says a build made without the provider’s address refuses its covers', () => {
    const html = page('&#39;self&#39; data: blob: http://localhost:8898 https://www.gstatic.com/recaptcha/');
    expect(policyAllowsImages(html, 'http://localhost:8899')).toBe(false);
    expect(policyAllowsImages(html, 'http://localhost:889')).toBe(false);
  });

  it('reads default-src where the policy has no img-src, and finds nothing refused without a policy', () => {
    const defaultOnly = (sources: string) =>
      `<meta http-equiv="Content-Security-Policy" content="default-src ${sources}">`;
    expect(policyAllowsImages(defaultOnly('&#39;self&#39;'), 'http://localhost:8899')).toBe(false);
    expect(
      policyAllowsImages(defaultOnly('&#39;self&#39; http://localhost:8899'), 'http://localhost:8899'),
    ).toBe(true);
    expect(policyAllowsImages('<head></head>', 'http://localhost:8899')).toBe(true);
  });
});
