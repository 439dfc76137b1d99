import type { BetOutcome, BetParams, InstantGame } from './bet.ts';
import { coinSide } from './coinflip/coinflip.ts';
import { DICE_OUTCOMES, diceRoll } from './dice/dice.ts';
import { scaledIndex } from './fairness/floats.ts';
import { KENO_DRAWN, kenoDraw } from './keno/keno.ts';
import { ROULETTE_POCKETS } from './roulette/layout.ts';
import { roulettePocket } from './roulette/roulette.ts';
import { wheelSegment } from './wheel/wheel.ts';

/** How many floats a bet of each game uses. */
export const FLOATS_PER_BET: Readonly<Record<InstantGame, number>> = {
  dice: 1,
  coinflip: 1,
  roulette: 1,
  keno: KENO_DRAWN,
  wheel: 1,
};

/** How one float became part of the outcome: floor(f × scale) = index, and for keno the square it took. */
export interface FloatUse {
  readonly scale: number;
  readonly index: number;
  readonly picked: number | null;
}

function single(u32s: readonly number[]): number {
  const [u32] = u32s;
  if (u32 === undefined) throw new RangeError('a bet needs at least one float');
  return u32;
}

const use = (u32: number, scale: number): FloatUse => ({
  scale,
  index: scaledIndex(u32, scale),
  picked: null,
});

/** The outcome the floats give for the game of `params`, and how each float was used. */
export function outcomeFromU32s(
  params: BetParams,
  u32s: readonly number[],
): { readonly outcome: BetOutcome; readonly uses: readonly FloatUse[] } {
  switch (params.game) {
    case 'dice': {
      const u32 = single(u32s);
      return { outcome: { game: 'dice', rollHundredths: diceRoll(u32) }, uses: [use(u32, DICE_OUTCOMES)] };
    }
    case 'coinflip': {
      const u32 = single(u32s);
      return { outcome: { game: 'coinflip', side: coinSide(u32) }, uses: [use(u32, 2)] };
    }
    case 'roulette': {
      const u32 = single(u32s);
      return {
        outcome: { game: 'roulette', pocket: roulettePocket(u32) },
        uses: [use(u32, ROULETTE_POCKETS)],
      };
    }
    case 'keno': {
      const { drawn, steps } = kenoDraw(u32s.slice(0, KENO_DRAWN));
      const uses = steps.map((step) => ({ scale: step.remaining, index: step.index, picked: step.picked }));
      return { outcome: { game: 'keno', drawn }, uses };
    }
    case 'wheel': {
      const u32 = single(u32s);
      const segment = wheelSegment(u32, params.segments);
      return { outcome: { game: 'wheel', segment }, uses: [use(u32, params.segments)] };
    }
  }
}
