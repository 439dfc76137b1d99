import { makeAutoObservable, runInAction } from 'mobx';
import {
  coolingOffLeftMs,
  moneyFromMajor,
  moneyToMajor,
  type Clock,
  type Currency,
  type LimitKind,
  type LimitState,
  type LoadSaferPlay,
  type SaferPlayState,
  type SetLimit,
  type TimerHandle,
} from '@casino/core';
import type { NotificationStore } from '../../../components/notifications/NotificationStore.ts';
import { Loadable } from '../../../components/page/Loadable.ts';
import type { SessionStore } from '../../../session/SessionStore.ts';
import { token } from '../../../di/token.ts';
import { BreakForm, type BreakFormDeps } from './BreakForm.ts';

export const LIMITS_VM = token<LimitsViewModel>('LimitsViewModel');

export interface LimitsDeps extends BreakFormDeps {
  readonly session: Pick<SessionStore, 'user'>;
  readonly loadSaferPlay: Pick<LoadSaferPlay, 'execute'>;
  readonly setLimit: Pick<SetLimit, 'execute'>;
  readonly clock: Pick<Clock, 'now' | 'setInterval'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
}

const MAX_SESSION_MINUTES = 1440;
/** The pending changes' countdown moves by the minute. */
const COUNTDOWN_TICK_MS = 60_000;

/** What a limit's field says: empty for none, a major-unit amount for money, whole minutes for the session. */
export function limitText(kind: LimitKind, value: number | null, currency: Currency | null): string {
  if (value === null) return '';
  if (kind === 'session_minutes' || currency === null) return String(value);
  return String(moneyToMajor({ minor: value, currency }));
}

/** The typed text as a limit: null for none (an empty field), undefined for text that is not a limit. */
export function parseLimit(
  kind: LimitKind,
  text: string,
  currency: Currency | null,
): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  if (kind === 'session_minutes')
    return Number.isInteger(number) && number > 0 && number <= MAX_SESSION_MINUTES ? number : undefined;
  if (currency === null) return undefined;
  const money = moneyFromMajor(number, currency);
  return money.ok && money.value.minor > 0 ? money.value.minor : undefined;
}

/**
 * /profile/limits (issue 18): every limit with its field, a loosening shown pending with its time left, the reality
 * check's interval, and the time-out and self-exclusion form.
 */
export class LimitsViewModel {
  readonly state = new Loadable<SaferPlayState>();
  readonly breakForm: BreakForm;
  drafts: Partial<Record<LimitKind, string>> = {};
  invalid: LimitKind | null = null;
  saving: LimitKind | null = null;
  now: number;
  #ticker: TimerHandle | null = null;
  readonly #deps: LimitsDeps;

  constructor(deps: LimitsDeps) {
    this.#deps = deps;
    this.now = deps.clock.now();
    this.breakForm = new BreakForm(deps, (exclusion) =>
      runInAction(() => {
        const current = this.state.value;
        if (current) this.state.value = { ...current, exclusion };
      }),
    );
    makeAutoObservable(this);
  }

  /** The data of the page's first render: the limits and breaks as they stand (issue 15, item 3). */
  preload(): Promise<unknown> {
    return this.state.load(() => this.#deps.loadSaferPlay.execute());
  }

  start(): void {
    void this.state.load(() => this.#deps.loadSaferPlay.execute());
    this.#ticker = this.#deps.clock.setInterval(
      () => runInAction(() => (this.now = this.#deps.clock.now())),
      COUNTDOWN_TICK_MS,
    );
  }

  get currency(): Currency | null {
    return this.#deps.session.user?.balance.currency ?? null;
  }

  get limits(): readonly LimitState[] {
    return this.state.value?.limits ?? [];
  }

  limit(kind: LimitKind): LimitState | undefined {
    return this.limits.find((l) => l.kind === kind);
  }

  draft(kind: LimitKind): string {
    return this.drafts[kind] ?? limitText(kind, this.limit(kind)?.value ?? null, this.currency);
  }

  pendingLeftMs(kind: LimitKind): number {
    const limit = this.limit(kind);
    return limit ? coolingOffLeftMs(limit, this.now) : 0;
  }

  typeLimit(kind: LimitKind, text: string): void {
    this.drafts[kind] = text.slice(0, 16);
    if (this.invalid === kind) this.invalid = null;
  }

  async saveLimit(kind: LimitKind): Promise<void> {
    const current = this.limit(kind);
    const value = parseLimit(kind, this.draft(kind), this.currency);
    if (!current || this.saving) return;
    if (value === undefined) {
      this.invalid = kind;
      return;
    }
    this.saving = kind;
    const result = await this.#deps.setLimit.execute(current, value);
    runInAction(() => {
      this.saving = null;
      if (!result.ok) return;
      const state = this.state.value;
      if (state)
        this.state.value = {
          ...state,
          limits: state.limits.map((l) => (l.kind === kind ? result.value : l)),
        };
      delete this.drafts[kind];
    });
    if (!result.ok) {
      this.#deps.notifier.notifyError(result.error);
      return;
    }
    this.#deps.notifier.notify({
      kind: 'success',
      titleKey: result.value.pending ? 'money:limits.savedPending' : 'money:limits.saved',
    });
  }

  dispose(): void {
    this.state.cancel();
    this.#ticker?.cancel();
  }
}
