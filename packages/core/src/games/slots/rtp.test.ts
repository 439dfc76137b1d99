import { describe, expect, it } from 'vitest';
import { percentWithin } from '../../../test/exact/rational.ts';
import type { SlotModel } from './model.ts';
import { SLOT_MODELS } from './models.ts';
import { slotReturn, slotRtpPercent } from './rtp.ts';
import { evaluateSpin } from './spin.ts';

/** Every stop combination played through the spin itself: base spins, and free spins weighted by how often they come. */
function bruteForceReturn(model: SlotModel): { num: bigint; den: bigint } {
  let base = 0n;
  let free = 0n;
  let triggers = 0n;
  let combinations = 0n;
  const walk = (stops: number[]): void => {
    const reel = stops.length;
    if (reel === model.strips.length) {
      const spin = evaluateSpin(model, stops, false);
      base += BigInt(spin.multiplierTenThousandths);
      free += BigInt(evaluateSpin(model, stops, true).multiplierTenThousandths);
      if (spin.triggersFreeSpins) triggers += 1n;
      combinations += 1n;
      return;
    }
    for (let stop = 0; stop < (model.strips[reel] ?? '').length; stop += 1) walk([...stops, stop]);
  };
  walk([]);
  // RTP = E[base] + P(trigger) × free spins × E[free spin]; every E is a sum over the combinations.
  const num = base * combinations + triggers * BigInt(model.freeSpins) * free;
  return { num, den: combinations * combinations * 10_000n };
}

const TOY: SlotModel = {
  id: 'toy',
  volatility: 'medium',
  strips: ['WAKSQ', 'AKSWQ', 'KQWAS', 'SAQKW', 'QWAKS'],
  linePays: { A: [2, 5, 20], K: [1, 4, 10], Q: [1, 2, 5], W: [5, 20, 100] },
  scatterPays: [2, 10, 50],
  freeSpins: 5,
  freeSpinMultiplier: 2,
  rtp: '',
};

// Enumerating every symbol of every reel is real work; on a loaded machine it may take seconds, which is no failure.
describe('slot RTP, computed exactly by enumerating the strips', { timeout: 120_000 }, () => {
  it('agrees with playing every stop combination of a small slot through the spin rules', () => {
    const { num, den } = slotReturn(TOY);
    const brute = bruteForceReturn(TOY);
    expect(num * brute.den).toBe(brute.num * den);
  });

  for (const model of SLOT_MODELS) {
    it(`returns between 94 % and 97 % on the ${model.volatility}-volatility slot, exactly the published ${model.rtp} %`, () => {
      const { num, den } = slotReturn(model);
      expect(percentWithin(num, den, '94', '97')).toBe(true);
      expect(slotRtpPercent(model)).toBe(model.rtp);
    });
  }

  it('offers three volatilities, the highest with the biggest top pay', () => {
    const top = (model: SlotModel) => model.linePays.W?.[2] ?? 0;
    const [low, medium, high] = SLOT_MODELS;
    expect(SLOT_MODELS.map((model) => model.volatility)).toEqual(['low', 'medium', 'high']);
    expect(top(low as SlotModel)).toBeLessThan(top(medium as SlotModel));
    expect(top(medium as SlotModel)).toBeLessThan(top(high as SlotModel));
  });
});
