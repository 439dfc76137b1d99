import { describe, expect, it } from 'vitest';
import { fairPayout } from '../../packages/api/src/games/game.ts';
import { prepareBet, type InstantGame } from '../../packages/api/src/games/games.ts';
import { KENO_PAYTABLES, KENO_RISKS } from '../../packages/api/src/games/kenoPaytables.ts';
import { stakeLimits, type LimitGame } from '../../packages/api/src/games/limits.ts';
import { WHEEL_RISKS, WHEEL_SEGMENTS } from '../../packages/api/src/games/wheelLayouts.ts';

/**
 * Issue 33: a published RTP must hold at every legal stake. For every instant game, every currency and every bet the
 * game takes, this computes the real return at the game's smallest legal stake in that currency, exactly (the count of
 * u32 values behind each outcome, and the API's own settlement with its rounding draw: the count of draws that pay
 * the extra minor unit), and compares it with the return the same bet has unrounded (what docs/fairness.md
 * publishes). A bet whose rounding moves the return by more than 0.01 % of the stake fails.
 */
const CURRENCIES = ['RUB', 'USD', 'EUR', 'KZT', 'INR'] as const;
const TWO_32 = 2 ** 32;
const TOLERANCE = 0.0001;

const LIMIT_OF: Readonly<Record<InstantGame, LimitGame>> = {
  dice: 'dice',
  coinflip: 'coinflip',
  roulette: 'roulette',
  keno: 'keno',
  wheel: 'wheelOfFortune',
};

/** The u32 values that `floor(u32 × n / 2³²)` maps to index k: the first of them, and how many. */
function indexRange(k: number, n: number): { first: number; count: number } {
  const first = Math.ceil((k * TWO_32) / n);
  return { first, count: Math.ceil(((k + 1) * TWO_32) / n) - first };
}

/**
 * The expected payout of one outcome over its rounding draw (docs/fairness.md, "Payout"): `pay(draw)` is the API's
 * payout for the u32 `draw`. The draws that add a unit are the smallest ones, so a bisection counts them exactly.
 */
function expectedOverDraw(pay: (draw: number) => number): number {
  const whole = pay(TWO_32 - 1);
  if (pay(0) === whole) return whole;
  let paysMore = 0;
  let paysWhole = TWO_32 - 1;
  while (paysWhole - paysMore > 1) {
    const middle = Math.floor((paysMore + paysWhole) / 2);
    if (pay(middle) > whole) paysMore = middle;
    else paysWhole = middle;
  }
  return whole + paysWhole / TWO_32;
}

interface Variant {
  readonly name: string;
  /** The return at this stake, and unrounded (the published figure), as fractions of the stake. */
  readonly real: number;
  readonly published: number;
}

/** A one-float game: every index of `floor(f0 × n)` settled by the API at the stake, weighted by its u32 count. */
function oneFloat(game: InstantGame, params: unknown, n: number, stake: number): Variant {
  const prepared = prepareBet(game, params);
  if (!prepared.ok) throw new Error(`${game} ${JSON.stringify(params)} refused`);
  let real = 0;
  let published = 0;
  for (let k = 0; k < n; k += 1) {
    const { first, count } = indexRange(k, n);
    const settled = prepared.bet.settle([first, 0], stake);
    const expected = expectedOverDraw((draw) => prepared.bet.settle([first, draw], stake).payoutMinor);
    real += (count / TWO_32) * (expected / stake);
    published += (count / TWO_32) * (settled.multiplier / 10_000);
  }
  return { name: `${game} ${JSON.stringify(params)}`, real, published };
}

/**
 * Dice: a target wins on a run of rolls, so on the u32 values from the run's first to its last; the API settles one
 * winning roll (every winning roll pays the same) at the stake.
 */
function diceVariant(target: number, direction: 'under' | 'over', stake: number): Variant {
  const prepared = prepareBet('dice', { target: target / 100, direction });
  if (!prepared.ok) throw new Error(`dice ${target} refused`);
  const [from, to] = direction === 'under' ? [0, target] : [target + 1, 10_001];
  const first = indexRange(from, 10_001).first;
  const winning = (to === 10_001 ? TWO_32 : indexRange(to, 10_001).first) - first;
  const settled = prepared.bet.settle([first, 0], stake);
  if (settled.multiplier === 0) throw new Error(`dice ${target} ${direction} does not win on roll ${from}`);
  const expected = expectedOverDraw((draw) => prepared.bet.settle([first, draw], stake).payoutMinor);
  return {
    name: `dice ${direction} ${(target / 100).toFixed(2)}`,
    real: (winning / TWO_32) * (expected / stake),
    published: (winning / TWO_32) * (settled.multiplier / 10_000),
  };
}

const choose = (n: number, k: number): number => {
  let value = 1;
  for (let i = 0; i < k; i += 1) value = (value * (n - i)) / (i + 1);
  return value;
};

/** Keno: the hypergeometric chance of each number of hits, each paid as the API's settlement pays it (its draw too). */
function kenoVariant(risk: (typeof KENO_RISKS)[number], picks: number, stake: number): Variant {
  const row = KENO_PAYTABLES[risk][picks - 1] ?? [];
  let real = 0;
  let published = 0;
  row.forEach((multiplier, hits) => {
    const chance = (choose(picks, hits) * choose(40 - picks, 10 - hits)) / choose(40, 10);
    real += chance * (expectedOverDraw((draw) => fairPayout(stake, multiplier, draw)) / stake);
    published += chance * (multiplier / 10_000);
  });
  return { name: `keno ${risk} ${picks} picks`, real, published };
}

function variants(game: InstantGame, stake: number): Variant[] {
  switch (game) {
    case 'coinflip':
      return [{ ...oneFloat('coinflip', { side: 'heads' }, 2, stake), name: 'coinflip heads' }];
    case 'roulette': {
      const amount = stake / 100;
      return [
        oneFloat('roulette', { chips: [{ kind: 'straight', numbers: [17], amount }] }, 37, stake),
        oneFloat('roulette', { chips: [{ kind: 'split', numbers: [17, 20], amount }] }, 37, stake),
        oneFloat('roulette', { chips: [{ kind: 'corner', numbers: [1, 2, 4, 5], amount }] }, 37, stake),
      ];
    }
    case 'dice': {
      const out: Variant[] = [];
      for (let target = 1; target <= 9800; target += 1) out.push(diceVariant(target, 'under', stake));
      for (let target = 200; target <= 9999; target += 1) out.push(diceVariant(target, 'over', stake));
      return out;
    }
    case 'keno':
      return KENO_RISKS.flatMap((risk) =>
        Array.from({ length: 10 }, (_, i) => kenoVariant(risk, i + 1, stake)),
      );
    case 'wheel':
      return WHEEL_RISKS.flatMap((risk) =>
        WHEEL_SEGMENTS.map((segments) => ({
          ...oneFloat('wheel', { risk, segments }, segments, stake),
          name: `wheel ${risk} ${segments}`,
        })),
      );
  }
}

describe('the real return at the smallest legal stake (issue 33)', () => {
  for (const game of Object.keys(LIMIT_OF) as InstantGame[]) {
    for (const currency of CURRENCIES) {
      const limits = stakeLimits(LIMIT_OF[game], currency);
      if (!limits) continue;
      it(`${game} in ${currency} at ${limits.minMinor} minor units returns what is published`, () => {
        const worst = variants(game, limits.minMinor)
          .map((variant) => ({ ...variant, gap: Math.abs(variant.published - variant.real) }))
          .sort((a, b) => b.gap - a.gap)[0];
        if (!worst) throw new Error('no bet');
        const found = worst.gap > TOLERANCE ? `${worst.name}: ${(worst.real * 100).toFixed(4)} %` : 'holds';
        expect(found).toBe('holds');
      });
    }
  }
});
