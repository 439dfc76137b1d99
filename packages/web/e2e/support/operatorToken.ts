import { createHash } from 'node:crypto';

/**
 * The browser suite's operator on the first API (packages/api/README.md, "Payouts, identity checks and operators"):
 * the API is given the token's SHA-256 and every role; tests act through the operator API, never a development route.
 */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-of-the-browser-suite';

export function e2eOperators(): string {
  const tokenSha256 = createHash('sha256').update(E2E_OPERATOR_TOKEN).digest('hex');
  return JSON.stringify([
    { name: 'e2e', roles: ['payments', 'kyc', 'safer_play', 'audit'], token_sha256: tokenSha256 },
  ]);
}
