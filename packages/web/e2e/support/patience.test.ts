import { describe, expect, it } from 'vitest';
import { patienceFromEnv } from './patience.ts';

describe("the browser suite's patience", () => {
  it('stretches every wait three times unless E2E_PATIENCE says otherwise', () => {
    expect(patienceFromEnv(undefined)).toBe(3);
    expect(patienceFromEnv('1')).toBe(1);
    expect(patienceFromEnv('2.5')).toBe(2.5);
    expect(patienceFromEnv('10')).toBe(10);
  });

  it('keeps the default for a value that is not a factor from 1 to 10', () => {
    for (const value of ['', '0', '0.5', '11', '-3', 'fast', 'Infinity', 'NaN'])
      expect(patienceFromEnv(value)).toBe(3);
  });
});
