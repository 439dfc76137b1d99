import { afterEach, beforeEach } from 'vitest';

/**
 * A test fails when MobX warns that an observed value changed outside an action: the change is applied unbatched, and
 * an observer can render the state half-way through (a bet settled but its payout not yet released). MobX only warns,
 * in development builds, so the unit tests are where such a change is caught.
 *
 * The watch is put on `console.warn` afresh for each test and taken off after it: a test that spies on the console
 * and restores it leaves the next test watched all the same.
 */
const warnings: string[] = [];
let original: typeof console.warn | null = null;

beforeEach(() => {
  const warn = (original = console.warn);
  console.warn = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith('[MobX]')) warnings.push(first);
    warn(...args);
  };
});

afterEach(() => {
  if (original) console.warn = original;
  original = null;
  if (warnings.length === 0) return;
  const found = [...new Set(warnings.splice(0))];
  throw new Error(`MobX changes outside an action:\n${found.join('\n')}`);
});
