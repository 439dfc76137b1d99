import type { Randomness } from '../../src/index.ts';

/** Predictable "random" values: key-1, key-2 … and client seeds seed-1, seed-2 … */
export class FakeRandomness implements Randomness {
  #ids = 0;
  #seeds = 0;

  id(): string {
    this.#ids += 1;
    return `key-${this.#ids}`;
  }

  clientSeed(): string {
    this.#seeds += 1;
    return `seed-${this.#seeds}`;
  }
}
