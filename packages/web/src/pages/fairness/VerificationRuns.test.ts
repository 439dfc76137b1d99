import { describe, expect, it } from 'vitest';
import { VerificationRuns, type VerificationOutcome } from './VerificationRuns.ts';

type Outcome = VerificationOutcome<string, string>;

/** A run the test ends when it wants. */
function pending() {
  let end: (outcome: Outcome) => void = () => undefined;
  let fail: () => void = () => undefined;
  const promise = new Promise<Outcome>((resolve, reject) => {
    end = resolve;
    fail = () => reject(new Error('Web Crypto refused'));
  });
  return { promise, end, fail };
}

describe('the runs of a verifier page', () => {
  it('shows the newest run’s outcome, never an older one that ends after it', async () => {
    const runs = new VerificationRuns<string, string>('failed');
    const older = pending();
    const newer = pending();
    const first = runs.run(() => older.promise);
    const second = runs.run(() => newer.promise);
    newer.end({ verification: 'newer' });
    await second;
    older.end({ verification: 'older' });
    await first;
    expect(runs.verification).toBe('newer');
    expect(runs.running).toBe(false);
  });

  it('says “failed” when a run throws (Web Crypto refused), instead of a half-shown proof', async () => {
    const runs = new VerificationRuns<string, string>('failed');
    const run = pending();
    const done = runs.run(() => run.promise);
    expect(runs.running).toBe(true);
    run.fail();
    await done;
    expect(runs.problem).toBe('failed');
    expect(runs.verification).toBeNull();
  });

  it('shows a refused field at once over a run under way, which then stays hidden and no longer runs', async () => {
    const runs = new VerificationRuns<string, string>('failed');
    const run = pending();
    const done = runs.run(() => run.promise);
    runs.refuse('nonce');
    expect(runs.running).toBe(false);
    run.end({ verification: 'late' });
    await done;
    expect(runs.problem).toBe('nonce');
    expect(runs.verification).toBeNull();
    expect(runs.running).toBe(false);
  });

  it('shows nothing from a run still under way when the page closes', async () => {
    const runs = new VerificationRuns<string, string>('failed');
    const run = pending();
    const done = runs.run(() => run.promise);
    runs.dispose();
    run.end({ verification: 'late' });
    await done;
    expect(runs.verification).toBeNull();
  });
});
