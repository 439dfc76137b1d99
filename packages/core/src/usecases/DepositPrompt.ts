import { shouldPromptDepositAfterLogin } from '../domain/session.ts';
import { DEPOSIT_PROMPT_DELAY_MS } from '../domain/timing.ts';
import type { User } from '../domain/user.ts';
import type { Clock, TimerHandle } from '../ports/Clock.ts';
import type { Modals } from '../ports/Modals.ts';
import type { SessionState } from '../ports/SessionState.ts';

export interface DepositPromptDeps {
  readonly clock: Pick<Clock, 'setTimeout'>;
  readonly modals: Pick<Modals, 'open' | 'current' | 'paymentModalShown'>;
  readonly session: Pick<SessionState, 'isLoggedIn' | 'user'>;
}

/**
 * The delayed deposit prompts of §4: PayIn opens 17 s (§9) after a registration or a login, only if the player is
 * still logged in then: the same player it was armed for, not whoever logged in after them. One prompt waits at a time;
 * a newer one replaces it.
 */
export class DepositPrompt {
  readonly #deps: DepositPromptDeps;
  #pending: TimerHandle | null = null;

  constructor(deps: DepositPromptDeps) {
    this.#deps = deps;
  }

  /** After registration completion: PayIn opens unless a payment modal was shown meanwhile. */
  afterRegistration(): void {
    this.#schedule(() => !this.#deps.modals.paymentModalShown());
  }

  /**
   * After login, for a balance of 0 with a chosen currency: PayIn opens unless a modal is shown then. A payment modal
   * the player already opened in the meantime also cancels it: they found it themselves.
   */
  afterLogin(user: User): void {
    if (!shouldPromptDepositAfterLogin(user)) return;
    this.#schedule(() => this.#deps.modals.current() === null && !this.#deps.modals.paymentModalShown());
  }

  /** Stops a waiting prompt (the view model that owns it is going away). */
  dispose(): void {
    this.#pending?.cancel();
    this.#pending = null;
  }

  #schedule(stillWanted: () => boolean): void {
    this.dispose();
    const { session } = this.#deps;
    const playerId = session.user?.id ?? null;
    this.#pending = this.#deps.clock.setTimeout(() => {
      this.#pending = null;
      const samePlayer = playerId === null || session.user?.id === playerId;
      if (session.isLoggedIn && samePlayer && stillWanted()) this.#deps.modals.open('PayIn');
    }, DEPOSIT_PROMPT_DELAY_MS);
  }
}
