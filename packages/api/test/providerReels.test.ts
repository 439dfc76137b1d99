import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: the slot's reel frame stands still while the reels spin. The reels' script (reels.js, run in the game's
 * page) is run here over a canvas that records, for every layer the page draws, whether a reel's clip or a scroll's
 * shift was in force: the frame must be drawn over the reels, never inside one of them.
 */

const source = readFileSync(path.resolve(import.meta.dirname, '../src/provider/assets/reels.js'), 'utf8');

interface State {
  clipped: boolean;
  shift: number;
}

interface Drawing {
  readonly layer: 'backdrop' | 'symbols' | 'frame';
  readonly clipped: boolean;
  readonly shift: number;
}

/** A 2D context that keeps only what matters here: the clip and the vertical shift, saved and restored. */
function recordingContext() {
  let state: State = { clipped: false, shift: 0 };
  const saved: State[] = [];
  return {
    state: () => state,
    context: {
      save: () => saved.push({ ...state }),
      restore: () => {
        state = saved.pop() ?? { clipped: false, shift: 0 };
      },
      beginPath: () => undefined,
      rect: () => undefined,
      clip: () => {
        state = { ...state, clipped: true };
      },
      translate: (_x: number, y: number) => {
        state = { ...state, shift: state.shift + y };
      },
      strokeRect: () => undefined,
      moveTo: () => undefined,
      lineTo: () => undefined,
      stroke: () => undefined,
    },
  };
}

function slotReels() {
  const recorder = recordingContext();
  const drawings: Drawing[] = [];
  const note = (layer: Drawing['layer']) => drawings.push({ layer, ...recorder.state() });
  let now = 0;
  const frames: (() => void)[] = [];
  const canvas = {
    width: 500,
    height: 300,
    dataset: {} as Record<string, string>,
    getContext: () => recorder.context,
  };
  const sandbox = {
    window: {} as { slotReels?: { create: (options: unknown) => Reels } },
    performance: { now: () => now },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
  runInNewContext(source, sandbox);
  const strip = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const reels = sandbox.window.slotReels?.create({
    canvas,
    // The page's whole picture, as slot.js draws a still one: backdrop, symbols, then the frame over them.
    draw: () => {
      note('backdrop');
      note('symbols');
      note('frame');
    },
    layers: {
      backdrop: () => note('backdrop'),
      symbols: () => note('symbols'),
      frame: () => note('frame'),
    },
    strips: () => Array.from({ length: 5 }, () => strip),
    lines: () => [],
    reducedMotion: false,
  });
  if (!reels) throw new Error('reels.js made no reels');
  return {
    reels,
    canvas,
    drawings,
    /** Moves the page's time on and lets the browser draw its next frame. */
    async nextFrame(ms: number) {
      now += ms;
      for (const frame of frames.splice(0)) frame();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

interface Reels {
  start(): void;
  land(window3: readonly (readonly string[])[], wins: readonly unknown[]): Promise<void>;
}

describe("a slot's reels in motion (reels.js)", () => {
  it('draw the reel frame once over the moving reels, outside every clip and unshifted, at every moment', async () => {
    const slot = slotReels();
    slot.reels.start();
    const moments: Drawing[][] = [slot.drawings.splice(0)];
    for (let step = 0; step < 3; step += 1) {
      await slot.nextFrame(40);
      moments.push(slot.drawings.splice(0));
    }
    const landed = slot.reels.land(
      Array.from({ length: 5 }, () => ['a', 'b', 'c']),
      [],
    );
    while (slot.canvas.dataset['phase'] !== 'still') {
      await slot.nextFrame(60);
      if (slot.canvas.dataset['phase'] === 'landing') moments.push(slot.drawings.splice(0));
    }
    await landed;

    expect(moments.length).toBeGreaterThan(4);
    for (const drawings of moments) {
      const frames = drawings.filter((drawing) => drawing.layer === 'frame');
      // Once a picture, over all five reels, where it stands.
      expect(frames).toEqual([{ layer: 'frame', clipped: false, shift: 0 }]);
      // The symbols move under each reel's clip; the backdrop stays where it is.
      expect(
        drawings.filter((drawing) => drawing.layer === 'symbols').every((drawing) => drawing.clipped),
      ).toBe(true);
      expect(
        drawings.filter((drawing) => drawing.layer === 'backdrop').every((drawing) => drawing.shift === 0),
      ).toBe(true);
    }
  });
});
