import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashCanvas, type CurveState } from './CrashCanvas.tsx';

afterEach(cleanup);

/** The frames the canvas asks the browser for, none of them run until the test says so. */
let asked: FrameRequestCallback[] = [];
beforeEach(() => {
  asked = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => asked.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

/** Runs the frames asked for so far, as the browser's next frame would; returns how many there were. */
function nextFrame(): number {
  const due = asked;
  asked = [];
  act(() => due.forEach((callback) => callback(0)));
  return due.length;
}

const curve = (phase: CurveState['phase'], overrides: Partial<CurveState> = {}): CurveState => ({
  phase,
  startedAt: phase === 'betting' ? null : 1_000,
  crashHundredths: phase === 'busted' ? 250 : null,
  offsetMs: 0,
  growthPerMs: 0.0002,
  ...overrides,
});

describe('the crash curve asks for animation frames only while the round runs (issues 35 and 37)', () => {
  it('draws a betting phase once and asks for no frame after it, however long the phase lasts', () => {
    render(<CrashCanvas curve={curve('betting')} label="curve" />);
    nextFrame();
    expect(nextFrame()).toBe(0);
  });

  it('draws every frame once the round runs, and stops at the bust', () => {
    const { rerender } = render(<CrashCanvas curve={curve('betting')} label="curve" />);
    nextFrame();
    rerender(<CrashCanvas curve={curve('running')} label="curve" />);
    for (let frame = 0; frame < 5; frame += 1) expect(nextFrame()).toBe(1);
    rerender(<CrashCanvas curve={curve('busted')} label="curve" />);
    nextFrame();
    expect(nextFrame()).toBe(0);
  });

  it('asks for one frame when the next round opens, and none after it', () => {
    const { rerender } = render(<CrashCanvas curve={curve('busted')} label="curve" />);
    nextFrame();
    rerender(<CrashCanvas curve={curve('betting')} label="curve" />);
    expect(nextFrame()).toBe(1);
    expect(nextFrame()).toBe(0);
  });
});
