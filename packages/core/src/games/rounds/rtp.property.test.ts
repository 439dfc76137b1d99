import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial } from '../../../test/exact/rational.ts';
import { caseItemIndex, caseRtpBasisPoints, caseTicket, type CaseItem } from '../cases/cases.ts';
import { hiloCard, hiloCardOf, HILO_DECK_SIZE } from '../hilo/cards.ts';
import { HILO_GUESSES, hiloChance, hiloGuessWins, hiloMultiplier } from '../hilo/hilo.ts';
import { minerField, minerMultiplier, safeTiles } from '../miner/miner.ts';

const u32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('miner multiplier tables', () => {
  it('return exactly 99 % before rounding for every number of mines and reveals, and at most 0.01 % less after', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let reveals = 1; reveals <= safeTiles(mines); reveals += 1) {
        const survive = [binomial(25 - mines, reveals), binomial(25, reveals)] as const;
        // Unrounded M is 0.99 × C(25, r) / C(25 − k, r): times the chance to survive it is 0.99 exactly.
        const rounded = BigInt(minerMultiplier(mines, reveals)) * survive[0];
        const exact = 9900n * survive[1];
        expect(rounded <= exact).toBe(true);
        expect(exact - rounded < survive[0]).toBe(true);
      }
    }
  });

  it('a field has exactly k distinct mines on the grid, and more mines only add to the field', () => {
    fc.assert(
      fc.property(
        fc.array(u32, { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 1, max: 23 }),
        (u32s, k) => {
          const { mines, order } = minerField(u32s, k);
          expect(new Set(mines).size).toBe(k);
          expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
          expect(minerField(u32s, k + 1).mines.slice(0, k)).toEqual(mines);
        },
      ),
    );
  });
});

describe('hilo guesses', () => {
  it('every guess on every card wins with chance q/13 and returns exactly 99 % before rounding', () => {
    for (let index = 0; index < HILO_DECK_SIZE; index += 4) {
      const card = hiloCard(index);
      for (const guess of HILO_GUESSES) {
        const q = hiloChance(card, guess);
        const winningRanks = Array.from({ length: 13 }, (_, rank) => hiloCard(rank * 4)).filter((next) =>
          hiloGuessWins(card, next, guess),
        ).length;
        expect(winningRanks).toBe(q);
        expect(q).toBeGreaterThan(0);
        expect(q).toBeLessThan(13);
        // (q/13) × (0.99 × 13/q) = 0.99; the rounded multiplier never pays more.
        expect(BigInt(hiloMultiplier([q])) * BigInt(q) <= 9900n * 13n).toBe(true);
      }
    }
  });

  it('deals a card of the 52 for any float, its rank and suit from its place in CARDS', () => {
    fc.assert(
      fc.property(u32, (value) => {
        const card = hiloCardOf(value);
        expect(card.index).toBeGreaterThanOrEqual(0);
        expect(card.index).toBeLessThan(HILO_DECK_SIZE);
        expect(card.rankIndex * 4 + ['diamonds', 'hearts', 'spades', 'clubs'].indexOf(card.suit)).toBe(
          card.index,
        );
      }),
    );
  });

  it('the running multiplier is the exact product rounded down once, never above the unrounded one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 30 }), (chances) => {
        const m = BigInt(hiloMultiplier(chances));
        const g = BigInt(chances.length);
        const den = 100n ** g * chances.reduce((p, q) => p * BigInt(q), 1n);
        const num = 10_000n * 99n ** g * 13n ** g;
        expect(m * den <= num && num < (m + 1n) * den).toBe(true);
      }),
    );
  });
});

describe('cases', () => {
  const items = fc.array(
    fc.record({
      id: fc.string(),
      valueMinor: fc.integer({ min: 0, max: 10_000 }),
      weight: fc.integer({ min: 1, max: 500 }),
    }),
    { minLength: 1, maxLength: 8 },
  );

  it('draws an item of the case for any float', () => {
    fc.assert(
      fc.property(items, u32, (caseItems: CaseItem[], value) => {
        const index = caseItemIndex(caseTicket(value, caseItems), caseItems);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(caseItems.length);
      }),
    );
  });

  it('the published RTP is the exact return over every ticket, rounded down to hundredths of a percent', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 10_000 }), (caseItems: CaseItem[], price) => {
        const total = caseItems.reduce((sum, item) => sum + item.weight, 0);
        let paid = 0n;
        for (let ticket = 0; ticket < total; ticket += 1)
          paid += BigInt(caseItems[caseItemIndex(ticket, caseItems)]?.valueMinor ?? 0);
        expect(caseRtpBasisPoints(caseItems, price)).toBe(
          Number((paid * 10_000n) / (BigInt(total) * BigInt(price))),
        );
      }),
    );
  });
});
