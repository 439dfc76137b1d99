import type { Context } from 'hono';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../http/errors.ts';
import { limitFailures } from '../../http/limits.ts';
import { consumeCode, type CodePurpose } from '../../store/codes.ts';

/** Spends a code, or answers 422 `errors.code`; wrong codes count toward the login limit of the address. */
export function spendCode(
  c: Context,
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<void> {
  return limitFailures(c, deps, target, () => {
    const check = consumeCode(deps, purpose, target, code);
    if (!check.ok) throw fieldError('code', check.error);
  });
}
