import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { fieldError } from '../http/errors.ts';
import { codeAttempt } from '../http/limits.ts';
import { optionalText } from '../http/validation.ts';
import { consumeCode, spendCodesOf, type CodePurpose } from './codeStore.ts';

/** The captcha a code check may carry: needed once the account's guesses of the day have run out. */
export const codeCaptcha = optionalText(4096);

/**
 * Spends a code, or answers 422 `errors.code`; wrong codes count toward the failure limit of the caller's address and
 * the day's guesses of the account (`codeAttempt`), and five wrong tries spend the code (auth/codeStore.ts), so the owner
 * asks for a new one rather than being locked out.
 */
export function spendCode(
  c: Context,
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  code: string,
  captcha: string | null = null,
): Promise<void> {
  return codeAttempt(
    c,
    deps,
    target,
    captcha,
    () => {
      const check = consumeCode(deps, purpose, target, code);
      if (!check.ok) throw fieldError('code', check.error);
    },
    () => spendCodesOf(deps, target),
  );
}
