/** A cancellable timer handle. */
export interface TimerHandle {
  cancel(): void;
}

/** Time is a port: countdowns, polling and delays run instantly under a fake clock in tests. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  setInterval(callback: () => void, ms: number): TimerHandle;
}
