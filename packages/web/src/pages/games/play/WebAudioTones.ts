import type { Tones } from './playPorts.ts';

/** Where the audio context comes from: the browser window, or nothing. */
export interface AudioHost {
  readonly AudioContext?: typeof AudioContext;
}

/** A rising pair for a win, one low note for a loss: frequency in Hz and start in seconds. */
const NOTES: Readonly<Record<'win' | 'loss', readonly (readonly [number, number])[]>> = {
  win: [
    [660, 0],
    [880, 0.09],
  ],
  loss: [[220, 0]],
};
const NOTE_SECONDS = 0.12;

/**
 * Tiny generated tones, no audio files. The audio context is made at the first tone (after the player's own click
 * or key, as browsers require) and kept; a browser without Web Audio stays silent.
 */
export class WebAudioTones implements Tones {
  readonly #host: () => AudioHost | null;
  #context: AudioContext | null = null;

  /** `host` is asked at the first tone, never while a page renders (there may be no window then). */
  constructor(host: () => AudioHost | null) {
    this.#host = host;
  }

  play(kind: 'win' | 'loss'): void {
    const context = this.#open();
    if (!context) return;
    for (const [frequency, start] of NOTES[kind]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = context.currentTime + start;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS);
    }
  }

  #open(): AudioContext | null {
    const host = this.#context ? null : this.#host();
    if (host?.AudioContext) this.#context = new host.AudioContext();
    return this.#context;
  }
}
