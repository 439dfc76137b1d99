import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor, MID_RANGE_PHONE_INDEX } from '../../scripts/bench/lib/lighthouse.mjs';
import { sessionCpuMs } from '../../scripts/bench/lib/sessionCpu.mjs';

describe('the CPU a Lighthouse run emulates (issue 35, item 5)', () => {
  it('slows a machine to a mid-range phone: its benchmark index over the phone’s', () => {
    expect(MID_RANGE_PHONE_INDEX).toBe(1_000);
    expect(cpuMultiplierFor(1_000)).toBe(1);
    expect(cpuMultiplierFor(1_700)).toBe(1.7);
    expect(cpuMultiplierFor(4_000)).toBe(4);
  });

  it('never speeds up a machine slower than the phone, and keeps the preset’s 4x without an index', () => {
    expect(cpuMultiplierFor(600)).toBe(1);
    expect(cpuMultiplierFor(null)).toBe(4);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
  });
});

describe('the server’s CPU the SSR bench reads (issue 35, item 4)', () => {
  it('adds up the CPU time of the processes of a session', () => {
    if (process.platform !== 'linux') return;
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const session = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
    const used = sessionCpuMs(session);
    expect(used).toBeGreaterThan(0);
    expect(sessionCpuMs(2 ** 22 + 1)).toBe(0);
  });
});
