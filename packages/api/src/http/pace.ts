/** Time as the pacing of answers sees it (monotonic), and a wait; tests inject one to see what is waited for. */
export interface Pace {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPace: Pace = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
