import type { MoneyApi } from '../ports/MoneyApi.ts';

export interface DepositLimitPromptDeps {
  readonly moneyApi: Pick<MoneyApi, 'getSaferPlay' | 'getHistory'>;
}

const DEPOSIT_LIMITS = new Set(['deposit_day', 'deposit_week', 'deposit_month']);

/**
 * Whether PayIn asks for a deposit limit first (UKGC RTS 12, issue 18): a player who has never deposited and has no
 * deposit limit is asked to set one or to choose "no limit". When the answer cannot be read the player is asked:
 * offering a limit once too often costs a click, missing it fails the rule.
 */
export class DepositLimitPrompt {
  readonly #deps: DepositLimitPromptDeps;

  constructor(deps: DepositLimitPromptDeps) {
    this.#deps = deps;
  }

  async isDue(): Promise<boolean> {
    const [saferPlay, deposits] = await Promise.all([
      this.#deps.moneyApi.getSaferPlay(),
      this.#deps.moneyApi.getHistory({ kind: 'deposit', limit: 1 }),
    ]);
    if (!saferPlay.ok || !deposits.ok) return true;
    const hasLimit = saferPlay.value.limits.some(
      (limit) => DEPOSIT_LIMITS.has(limit.kind) && (limit.value !== null || limit.pending !== null),
    );
    return !hasLimit && deposits.value.movements.length === 0;
  }
}
