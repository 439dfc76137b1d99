import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../http/errors.ts';
import { limitFailures } from '../../http/limits.ts';
import { consumeCode, type CodePurpose } from '../../store/codes.ts';

/**
 * Spends a code, or answers 422 `errors.code`; wrong codes count toward the failure limit of the caller's address,
 * and five wrong tries spend the code (store/codes.ts), so the owner asks for a new one rather than being locked out.
 */
export function spendCode(
  c: Context,
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  return limitFailures(c, deps, () => {
    const check = consumeCode(deps, purpose, target, code);
    if (!check.ok) throw fieldError('code', check.error);
  });
}
