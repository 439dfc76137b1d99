import { afterEach, vi } from 'vitest';

/**
 * A test fails when MobX warns that an observed value changed outside an action: the change is applied unbatched, and
 * an observer can render the state half-way through (a bet settled but its payout not yet released). MobX only warns,
 * in development builds, so the unit tests are where such a change is caught.
 */
const warnings: string[] = [];
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && first.startsWith('[MobX]')) warnings.push(first);
  warn(...args);
});

afterEach(() => {
  if (warnings.length === 0) return;
  const found = [...new Set(warnings.splice(0))];
  throw new Error(`MobX changes outside an action:\n${found.join('\n')}`);
});
