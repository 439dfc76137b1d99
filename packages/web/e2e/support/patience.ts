/**
 * How many times the suite's waits stretch beyond what a test needs on a quiet machine: the test limits, the assertions'
 * and the waits for a round, a table or a page to show. A wait ends as soon as what it waits for is there, so a passing
 * test takes no longer for it; only a failure is reported later. Three by default: on a machine of this kind whose
 * benchmark index fell from 2,700 to 1,100 during a run, with the static checks and the unit tests beside four browser
 * workers, a live table's round and a sportsbook line took over twice their limits, and no test may depend on the
 * machine's speed. `E2E_PATIENCE` (a number from 1 to 10) sets another.
 */
export const PATIENCE = patienceFromEnv(process.env['E2E_PATIENCE']);

export function patienceFromEnv(value: string | undefined): number {
  const factor = Number(value);
  return Number.isFinite(factor) && factor >= 1 && factor <= 10 ? factor : 3;
}

/** `ms` stretched by the suite's patience: the limit of a wait for something that is to happen. */
export function patient(ms: number): number {
  return Math.round(ms * PATIENCE);
}
