import { makeAutoObservable, runInAction } from 'mobx';
import { moneyFromMajor, noLimit, type Currency, type DepositLimitPrompt, type SetLimit } from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';

export const DEPOSIT_LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;
export type DepositLimitKind = (typeof DEPOSIT_LIMIT_KINDS)[number];

export interface DepositLimitStepDeps {
  readonly depositLimitPrompt: Pick<DepositLimitPrompt, 'isDue'>;
  readonly setLimit: Pick<SetLimit, 'execute'>;
  readonly notifier: Pick<NotificationStore, 'notifyError'>;
}

/**
 * Before the first deposit (UKGC RTS 12, issue 18) PayIn asks for a deposit limit or "no limit". A first limit
 * applies at once; "no limit" lets the player on for this deposit, and the question comes back until a deposit or a
 * limit exists.
 */
export class DepositLimitStep {
  status: 'checking' | 'asking' | 'done' = 'checking';
  kind: DepositLimitKind = 'deposit_day';
  amountText = '';
  invalid = false;
  busy = false;
  readonly #deps: DepositLimitStepDeps;

  constructor(deps: DepositLimitStepDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  async check(): Promise<void> {
    const due = await this.#deps.depositLimitPrompt.isDue();
    runInAction(() => (this.status = due ? 'asking' : 'done'));
  }

  chooseKind(kind: DepositLimitKind): void {
    this.kind = kind;
  }

  typeAmount(text: string): void {
    this.amountText = text.replace(/[^0-9.,]/g, '').slice(0, 16);
    this.invalid = false;
  }

  chooseNoLimit(): void {
    this.status = 'done';
  }

  async saveLimit(currency: Currency): Promise<void> {
    const text = this.amountText.trim().replace(',', '.');
    const amount = /^\d{1,12}(\.\d{1,2})?$/.test(text) ? moneyFromMajor(Number(text), currency) : null;
    if (!amount?.ok || amount.value.minor <= 0) {
      this.invalid = true;
      return;
    }
    if (this.busy) return;
    this.busy = true;
    const result = await this.#deps.setLimit.execute(noLimit(this.kind), amount.value.minor);
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.status = 'done';
    });
    if (!result.ok) this.#deps.notifier.notifyError(result.error);
  }
}
