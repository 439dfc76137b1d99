import { describe, expect, it } from 'vitest';
import { WebAudioTones, type AudioHost } from './WebAudioTones.ts';

/** A stand-in for the browser's AudioContext that records the notes started. */
function recordingHost() {
  const started: number[] = [];
  let contexts = 0;
  const node = () => ({
    connect: (next: unknown) => next,
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
  });
  class FakeAudioContext {
    readonly currentTime = 0;
    readonly destination = {};
    constructor() {
      contexts += 1;
    }
    createGain() {
      return node();
    }
    createOscillator() {
      const oscillator = { ...node(), type: '', frequency: { value: 0 }, start: () => {}, stop: () => {} };
      oscillator.start = () => started.push(oscillator.frequency.value);
      return oscillator;
    }
  }
  const host = { AudioContext: FakeAudioContext } as unknown as AudioHost;
  return { host, started, contexts: () => contexts };
}

describe('WebAudioTones', () => {
  it('plays a rising pair on a win and one low note on a loss, from one audio context', () => {
    const { host, started, contexts } = recordingHost();
    const tones = new WebAudioTones(() => host);
    tones.play('win');
    tones.play('loss');
    expect(started).toEqual([660, 880, 220]);
    expect(contexts()).toBe(1);
  });

  it('stays silent where there is no Web Audio', () => {
    expect(() => new WebAudioTones(() => null).play('win')).not.toThrow();
    expect(() => new WebAudioTones(() => ({})).play('loss')).not.toThrow();
  });
});
