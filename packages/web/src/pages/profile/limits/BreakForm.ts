import { makeAutoObservable, runInAction } from 'mobx';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type Exclusion,
  type SelfExclusionPeriod,
  type TakeBreak,
  type TimeOutPeriod,
} from '@casino/core';
import type { NotificationStore } from '../../../components/notifications/NotificationStore.ts';

export interface BreakFormDeps {
  readonly takeBreak: Pick<TakeBreak, 'execute'>;
  readonly notifier: Pick<NotificationStore, 'notifyError'>;
}

export type BreakChoice =
  | { readonly kind: 'time_out'; readonly period: TimeOutPeriod }
  | { readonly kind: 'self_exclusion'; readonly period: SelfExclusionPeriod };

export const BREAK_CHOICES: readonly BreakChoice[] = [
  ...TIME_OUT_PERIODS.map((period) => ({ kind: 'time_out' as const, period })),
  ...SELF_EXCLUSION_PERIODS.map((period) => ({ kind: 'self_exclusion' as const, period })),
];

/**
 * A time-out or self-exclusion: a period, then the password to confirm, since neither can be lifted early. A wrong
 * password shows beside the field; the end date comes from the API.
 */
export class BreakForm {
  choice: BreakChoice | null = null;
  password = '';
  passwordError: string | null = null;
  busy = false;
  readonly #deps: BreakFormDeps;
  readonly #taken: (exclusion: Exclusion) => void;

  constructor(deps: BreakFormDeps, taken: (exclusion: Exclusion) => void) {
    this.#deps = deps;
    this.#taken = taken;
    makeAutoObservable(this);
  }

  choose(choice: BreakChoice): void {
    this.choice = choice;
    this.password = '';
    this.passwordError = null;
  }

  typePassword(text: string): void {
    this.password = text;
    this.passwordError = null;
  }

  cancel(): void {
    this.choice = null;
    this.password = '';
    this.passwordError = null;
  }

  async confirm(): Promise<void> {
    const choice = this.choice;
    if (!choice || this.busy) return;
    this.busy = true;
    const result = await this.#deps.takeBreak.execute({ ...choice, password: this.password });
    runInAction(() => (this.busy = false));
    if (result.ok) {
      this.cancel();
      this.#taken(result.value);
      return;
    }
    const field = result.error.kind === 'validation' ? result.error.fields['password']?.[0] : undefined;
    if (field !== undefined) runInAction(() => (this.passwordError = field.split(':')[0] ?? field));
    else this.#deps.notifier.notifyError(result.error);
  }
}
