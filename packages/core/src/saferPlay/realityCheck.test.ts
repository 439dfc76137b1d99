import { describe, expect, it } from 'vitest';
import { FakeClock, settle } from '../../test/fakes/FakeClock.ts';
import { nextRealityCheckAt, RealityCheck, type RealityCheckReport } from './realityCheck.ts';

const MINUTE = 60_000;

function world(answers: ('continue' | 'stop')[]) {
  const clock = new FakeClock();
  const shown: RealityCheckReport[] = [];
  let stopped = 0;
  let net = 0;
  const check = new RealityCheck(
    {
      clock,
      netMinor: () => net,
      show: (report) => {
        shown.push(report);
        return Promise.resolve(answers.shift() ?? 'continue');
      },
      stop: () => (stopped += 1),
    },
    15,
  );
  return { clock, check, shown, stopped: () => stopped, setNet: (value: number) => (net = value) };
}

describe('the reality check', () => {
  it('falls due on whole intervals after the session started', () => {
    expect(nextRealityCheckAt(0, 15 * MINUTE, 0)).toBe(15 * MINUTE);
    expect(nextRealityCheckAt(0, 15 * MINUTE, 15 * MINUTE)).toBe(30 * MINUTE);
    expect(nextRealityCheckAt(0, 15 * MINUTE, 44 * MINUTE)).toBe(45 * MINUTE);
  });

  it('shows the session time and net result every 15 minutes while the player continues', async () => {
    const w = world(['continue', 'continue']);
    w.check.start();
    w.setNet(-250_00);
    w.clock.advance(15 * MINUTE - 1);
    await settle();
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    await settle();
    expect(w.shown).toEqual([{ sessionMs: 15 * MINUTE, netMinor: -250_00 }]);
    w.clock.advance(15 * MINUTE);
    await settle();
    expect(w.shown.map((r) => r.sessionMs)).toEqual([15 * MINUTE, 30 * MINUTE]);
  });

  it('stops the session when the player chooses to stop, and shows nothing more', async () => {
    const w = world(['stop']);
    w.check.start();
    w.clock.advance(15 * MINUTE);
    await settle();
    expect(w.stopped()).toBe(1);
    expect(w.check.running).toBe(false);
    w.clock.advance(60 * MINUTE);
    await settle();
    expect(w.shown).toHaveLength(1);
  });

  it("counts from the session's start when a page load resumes it, not from the load", async () => {
    const w = world(['continue']);
    const start = w.clock.now();
    w.clock.advance(10 * MINUTE);
    w.check.start(start);
    w.clock.advance(5 * MINUTE - 1);
    await settle();
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    await settle();
    expect(w.shown.map((r) => r.sessionMs)).toEqual([15 * MINUTE]);
  });
});
