import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import { caseRtpBasisPoints, type CaseItem } from '../cases/cases.ts';
import { hiloChance, hiloGuessWins, hiloMultiplier } from '../hilo/hilo.ts';
import { payoutFor } from '../multiplier.ts';
import { minerMultiplier } from '../miner/miner.ts';
import { usd } from '../../../test/factories/index.ts';
import { roundPayout } from './rounding.ts';
import { verifyRound, type RoundSubject } from './verifyRound.ts';

// Worked examples 4 to 6 of docs/fairness.md, figure for figure.
const SEEDS = {
  serverSeed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  serverSeedHashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
  clientSeed: 'lucky-player-42',
};
const SILVER: readonly CaseItem[] = [
  { id: 'common', valueMinor: 50, weight: 219 },
  { id: 'uncommon', valueMinor: 80, weight: 563 },
  { id: 'rare', valueMinor: 100, weight: 150 },
  { id: 'epic', valueMinor: 200, weight: 50 },
  { id: 'legendary', valueMinor: 500, weight: 15 },
  { id: 'mythic', valueMinor: 2500, weight: 3 },
];

async function rebuilt(nonce: number, subject: RoundSubject) {
  const result = await verifyRound(new TestDigests(), { ...SEEDS, nonce, subject });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  expect(result.value.commitment.matches).toBe(true);
  return result.value;
}

describe('worked examples of docs/fairness.md: the multi-step originals', () => {
  it('4. miner, nonce 3: mines 23, 17, 18; reveals 0 and 12 cash out 1.2857x, 1.28 USD on 1.00', async () => {
    const round = await rebuilt(3, { game: 'miner', mines: 3 });
    expect(round.rounds.map((r) => r.bytesHex)).toEqual([
      'eb9cfb80ba4be580c7cf7842bdb79239f86e08434831ae6c37325d1ee2d6cb67',
      'c7a5dd156513834c09f70ed06680b2e15ab41f9262959c2f198cda69284f34d4',
      '59870ad2f6876c93134b6a9e633cde5a0a6237c6e92e824b999748eb401ef1ea',
      // Round 3 holds the rounding draw of a cash-out, the 25th float.
      'ab10149077c418eead0cd0e0491145abe924ed514ce15635b176c64fbd0bd6c3',
    ]);
    expect(round.floats).toHaveLength(24);
    expect(round.roundingU32).toBe(2_869_957_776);
    expect(round.floats[23]).toMatchObject({ bytesHex: '401ef1ea', u32: 1_075_769_834, round: 2 });
    expect(round.rebuilt).toEqual({
      game: 'miner',
      mines: [23, 17, 18],
      order: [23, 17, 18, 16, 24, 5, 4, 20, 15, 8, 0, 9, 7, 10, 2, 3, 12, 22, 1, 13, 6, 21, 14, 11, 19],
    });
    expect(minerMultiplier(3, 2)).toBe(12857);
    expect(payoutFor(usd(1), 12857)).toEqual(usd(1.28));
    // 128.57 cents; floor(f24 × 10000) = 6682 is not below 5700, so the cash-out pays 1.28 USD.
    expect(roundPayout(100, 12857, 24, 2_869_957_776)).toEqual({
      whole: 128,
      fraction: 5700,
      drawIndex: 24,
      draw: 6682,
      paid: 128,
    });
  });

  it('5. hilo, nonce 4: ♠3 skipped, ♦7 higher to ♠9, higher to ♥K, cash out 3.4507x, 3.45 USD on 1.00', async () => {
    const round = await rebuilt(4, { game: 'hilo', cards: 4 });
    expect(round.rounds[0]?.bytesHex).toBe(
      '1e0e39c366e231d393f04a91e095eafcea1e6a7569214333b1f9436fb8030fe9',
    );
    if (round.rebuilt.game !== 'hilo') throw new Error('not hilo');
    const [start, seven, nine, king] = round.rebuilt.cards;
    expect(round.rebuilt.cards.map((card) => card.index)).toEqual([6, 20, 30, 45]);
    expect([start, seven, nine, king].map((card) => `${card?.suit} ${card?.rank}`)).toEqual([
      'spades 3',
      'diamonds 7',
      'spades 9',
      'hearts K',
    ]);
    if (!seven || !nine || !king) throw new Error('four cards');
    expect(hiloChance(seven, 'higher')).toBe(8);
    expect(hiloGuessWins(seven, nine, 'higher')).toBe(true);
    expect(hiloMultiplier([8])).toBe(16087);
    expect(hiloChance(nine, 'higher')).toBe(6);
    expect(hiloGuessWins(nine, king, 'higher')).toBe(true);
    expect(hiloMultiplier([8, 6])).toBe(34507);
    expect(payoutFor(usd(1), 34507)).toEqual(usd(3.45));
    // 345.07 cents; the draw is card 4's float, floor(f4 × 10000) = 9145, not below 700: 3.45 USD.
    expect(round.roundingU32).toBe(3_927_861_877);
    expect(roundPayout(100, 34507, 4, 3_927_861_877)).toMatchObject({ fraction: 700, draw: 9145, paid: 345 });
  });

  it('6. case, nonce 5: silver draws ticket 84, the common item worth 0.50 USD; silver returns 95.99 %', async () => {
    const round = await rebuilt(5, { game: 'cases', items: SILVER });
    expect(round.floats[0]).toMatchObject({ bytesHex: '15c1c668', u32: 365_020_776 });
    expect(round.rebuilt).toEqual({ game: 'cases', ticket: 84, itemIndex: 0, item: SILVER[0] });
    // The item's value is paid as it is: no rounding draw.
    expect(round.roundingU32).toBeNull();
    expect(caseRtpBasisPoints(SILVER, 100)).toBe(9599);
  });
});
