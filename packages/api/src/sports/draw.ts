import { randomInt } from 'node:crypto';

/** 2^48 − 1, the widest range `randomInt` draws from. */
const RANGE = 2 ** 48 - 1;

/**
 * A uniform number in [0, 1) from the operating system's CSPRNG (issue 33, item 2). The simulator draws every random
 * choice with it at the moment the choice is made (a team, a strength, each step's goals or points, a set), never
 * from a seed fixed in advance: nothing it publishes narrows what it will draw next.
 */
export const draw = (): number => randomInt(RANGE) / RANGE;

/** A Poisson count with the given mean; the normal approximation above 30 (a catch-up chunk of basketball). */
export function poissonSample(mean: number, next: () => number = draw): number {
  if (mean <= 0) return 0;
  if (mean > 30) {
    const u = Math.max(next(), 1e-12);
    const v = next();
    return Math.max(
      0,
      Math.round(mean + Math.sqrt(mean) * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)),
    );
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit) {
    k += 1;
    p *= next();
  }
  return k;
}
