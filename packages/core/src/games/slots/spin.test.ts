import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYLINES, SCATTER, WILD, type SlotModel } from './model.ts';
import { HIGH_VOLATILITY_SLOT, LOW_VOLATILITY_SLOT, MEDIUM_VOLATILITY_SLOT, SLOT_MODELS } from './models.ts';
import { evaluateSpin, slotStops, spinFromU32s } from './spin.ts';

/** A slot whose every reel shows one chosen column, for spins written by hand. */
function fixed(columns: readonly string[]): { model: SlotModel; stops: number[] } {
  return {
    model: { ...LOW_VOLATILITY_SLOT, strips: [...columns] },
    stops: [0, 0, 0, 0, 0],
  };
}

describe('a slot spin', () => {
  it('stops reel i at floor(f_i × strip length), wrapping the window around the strip', () => {
    const model = LOW_VOLATILITY_SLOT;
    const last = 2 ** 32 - 1;
    expect(slotStops(model, [0, last, 2 ** 31, 0, last])).toEqual([0, 29, 15, 0, 29]);
    const spin = spinFromU32s(model, [last, 0, 0, 0, 0], false);
    const strip = model.strips[0] ?? '';
    expect(spin.window[0]).toEqual([strip[29], strip[0], strip[1]]);
  });

  it('settles worked example 7 of docs/fairness.md: stops 8, 14, 28, 8, 23 pay 1.4x on the gems slot', () => {
    const u32s = [1_061_200_914, 1_822_530_841, 3_662_386_334, 1_029_922_929, 2_924_204_118];
    const spin = spinFromU32s(MEDIUM_VOLATILITY_SLOT, u32s, false);
    expect(spin.stops).toEqual([8, 14, 28, 8, 23]);
    expect(spin.window.map((column) => column.join(''))).toEqual(['QJT', 'QTK', 'TQA', 'KQB', 'DJD']);
    expect(spin.lines.map((win) => [win.line + 1, win.symbol, win.pays])).toEqual([
      [5, 'T', 6],
      [6, 'Q', 8],
    ]);
    expect(spin.multiplierTenThousandths).toBe(14_000);
  });

  it('pays five of a kind on the middle line, with a wild standing in', () => {
    const { model, stops } = fixed(['JAQ', 'JWQ', 'JAQ', 'KAQ', 'KAJ']);
    const spin = evaluateSpin(model, stops, false);
    const middle = spin.lines.find((win) => win.line === 0);
    expect(middle).toEqual({ line: 0, symbol: 'A', count: 5, pays: 60 });
    // Top line J J J K K pays three jacks: 4 line bets; bottom line Q Q Q Q J pays four queens: 10.
    expect(spin.lines.find((win) => win.line === 1)?.pays).toBe(4);
    expect(spin.lines.find((win) => win.line === 2)?.pays).toBe(10);
  });

  it('pays leading wilds as wilds when that beats the symbol they complete', () => {
    const { model, stops } = fixed(['WWW', 'WWW', 'WWW', 'JJJ', 'KKK']);
    const spin = evaluateSpin(model, stops, false);
    expect(spin.lines[0]).toMatchObject({ symbol: WILD, count: 3, pays: 15 });
  });

  it('pays three scatters anywhere in stakes and starts the free spins, never from a free spin', () => {
    const { model, stops } = fixed(['SAQ', 'KJQ', 'ASQ', 'KJQ', 'AKS']);
    const spin = evaluateSpin(model, stops, false);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterPays).toBe(2);
    expect(spin.triggersFreeSpins).toBe(true);
    expect(evaluateSpin(model, stops, true).triggersFreeSpins).toBe(false);
  });

  it('multiplies every win of a free spin by the slot multiplier', () => {
    const model = HIGH_VOLATILITY_SLOT;
    const u32s = [123_456_789, 987_654_321, 555_555_555, 42, 3_000_000_000];
    const base = spinFromU32s(model, u32s, false).multiplierTenThousandths;
    expect(spinFromU32s(model, u32s, true).multiplierTenThousandths).toBe(base * model.freeSpinMultiplier);
  });

  it('shows only symbols of the strip, at most one scatter a reel, and pays whole ten-thousandths', () => {
    const u32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });
    fc.assert(
      fc.property(
        fc.constantFrom(...SLOT_MODELS),
        fc.array(u32, { minLength: 5, maxLength: 5 }),
        (model, u32s) => {
          const spin = spinFromU32s(model, u32s, false);
          spin.window.forEach((column, reel) => {
            column.forEach((symbol) => expect(model.strips[reel]).toContain(symbol));
            expect(column.filter((symbol) => symbol === SCATTER).length).toBeLessThanOrEqual(1);
          });
          expect(Number.isInteger(spin.multiplierTenThousandths)).toBe(true);
          expect(spin.multiplierTenThousandths).toBeGreaterThanOrEqual(0);
          spin.lines.forEach((win) => expect(win.line).toBeLessThan(PAYLINES.length));
        },
      ),
    );
  });
});
