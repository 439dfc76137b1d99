import { makeAutoObservable } from 'mobx';
import type { Clock, TimerHandle } from '@casino/core';

/** Seconds before a code may be sent again: long enough to stop a player from hitting the API's rate limit. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Counts down after a code is sent; resending is offered again at zero. */
export class ResendCooldown {
  secondsLeft = 0;
  #timer: TimerHandle | null = null;
  readonly #clock: Pick<Clock, 'setInterval'>;

  constructor(clock: Pick<Clock, 'setInterval'>) {
    this.#clock = clock;
    makeAutoObservable(this);
  }

  get canResend(): boolean {
    return this.secondsLeft === 0;
  }

  start(): void {
    this.dispose();
    this.secondsLeft = RESEND_COOLDOWN_SECONDS;
    this.#timer = this.#clock.setInterval(() => this.tick(), 1_000);
  }

  tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.dispose();
  }

  dispose(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
