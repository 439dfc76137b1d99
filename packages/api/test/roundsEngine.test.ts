import { describe, expect, it } from 'vitest';
import { CASES, drawItem, rtpBasisPoints } from '../src/cases/caseCatalogue.ts';
import { betBytes, betIntegers } from '../src/fairness/fairness.ts';
import { cardOf, chanceOf, guessWins, hiloMultiplier } from '../src/rounds/hilo.ts';
import { FIELD_FLOATS, minefield, minerMultiplier } from '../src/rounds/miner.ts';
import { fairPayout } from '../src/games/game.ts';

/** The pair of the worked examples of docs/fairness.md: examples 4 to 6 are nonces 3, 4 and 5. */
const SERVER_SEED = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
const CLIENT_SEED = 'lucky-player-42';

describe('the round engine reproduces the worked examples of docs/fairness.md', () => {
  it('example 4: miner at nonce 3 lays mines 23, 17, 18; two safe reveals cash out 1.2857x, 1.28 on 1.00', () => {
    expect(betBytes(SERVER_SEED, CLIENT_SEED, 3, 96).toString('hex')).toBe(
      'eb9cfb80ba4be580c7cf7842bdb79239f86e08434831ae6c37325d1ee2d6cb67' +
        'c7a5dd156513834c09f70ed06680b2e15ab41f9262959c2f198cda69284f34d4' +
        '59870ad2f6876c93134b6a9e633cde5a0a6237c6e92e824b999748eb401ef1ea',
    );
    const integers = betIntegers(SERVER_SEED, CLIENT_SEED, 3, FIELD_FLOATS);
    expect(minefield(integers, 3)).toEqual([23, 17, 18]);
    expect(minefield(integers, 24)).toEqual([
      23, 17, 18, 16, 24, 5, 4, 20, 15, 8, 0, 9, 7, 10, 2, 3, 12, 22, 1, 13, 6, 21, 14, 11,
    ]);
    expect(minerMultiplier(3, 2)).toBe(12857);
    expect(fairPayout(100, 12857, betIntegers(SERVER_SEED, CLIENT_SEED, 3, 25)[24] ?? 0)).toBe(128);
  });

  it('example 5: hilo at nonce 4 deals ♠3, ♦7, ♠9, ♥K; two "higher" guesses cash out 3.4507x, 3.45 on 1.00', () => {
    const cards = betIntegers(SERVER_SEED, CLIENT_SEED, 4, 4).map(cardOf);
    expect(cards).toEqual([6, 20, 30, 45]);
    const [, seven = 0, nine = 0, king = 0] = cards;
    expect([chanceOf(seven, 'higher'), guessWins(seven, nine, 'higher')]).toEqual([8, true]);
    expect([chanceOf(nine, 'higher'), guessWins(nine, king, 'higher')]).toEqual([6, true]);
    expect(hiloMultiplier([8])).toBe(16087);
    expect(hiloMultiplier([8, 6])).toBe(34507);
    expect(fairPayout(100, 34507, betIntegers(SERVER_SEED, CLIENT_SEED, 4, 5)[4] ?? 0)).toBe(345);
  });

  it('example 6: the silver case at nonce 5 draws ticket 84, the common item worth 0.50', () => {
    const silver = CASES.find((entry) => entry.slug === 'silver');
    const [integer = 0] = betIntegers(SERVER_SEED, CLIENT_SEED, 5, 1);
    expect(integer).toBe(365_020_776);
    expect(drawItem(integer, silver?.items.map(([, weight]) => weight) ?? [])).toEqual({
      ticket: 84,
      index: 0,
    });
    expect(silver?.items[0]?.[0]).toBe(50);
  });

  it('never deals a certain hilo guess: a two "higher" and an ace "lower" win with 12 of 13 ranks', () => {
    expect([
      chanceOf(0, 'higher'),
      chanceOf(0, 'lower'),
      chanceOf(51, 'higher'),
      chanceOf(51, 'lower'),
    ]).toEqual([12, 1, 1, 12]);
    expect(guessWins(0, 3, 'higher')).toBe(false);
    expect(guessWins(48, 51, 'lower')).toBe(false);
  });

  it('publishes the RTP of the fairness doc for every case: 98.99, 97.01, 95.99, 95.00, 94.00, 92.00 %', () => {
    expect(
      CASES.map((entry) =>
        rtpBasisPoints(
          entry.priceCents,
          entry.items.map(([value, weight]) => ({ value, weight })),
        ),
      ),
    ).toEqual([9899, 9701, 9599, 9500, 9400, 9200]);
  });
});
