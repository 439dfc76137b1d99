import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/index.ts';
import {
  blackjackTotal,
  cardRank,
  checkTableRound,
  LIVE_TABLES,
  tableOutcome,
  wheelLayout,
} from './tables.ts';

/** The seed of docs/fairness.md's worked examples 10 to 14, round 42 of each table. */
const SEED = '3f1d9b27c4e85a60d2b7f14c9e03a8d65b2c7e19f40a6d83c5e17b9a2f60d4c8';
const HASHED = 'e35c89b3ae69b3c987f2619805978a3e4d39d69886971bd191378861a0115a58';
const check = (table: string) =>
  checkTableRound(new TestDigests(), { table, roundId: 42, serverSeed: SEED, serverSeedHashed: HASHED });

describe('the live tables’ rounds re-derived in the client (issue 19)', () => {
  it('reproduces worked example 10: auto-roulette round 42 lands on 5, and the seed is the one committed', async () => {
    const roulette = await check('auto-roulette');
    expect(roulette?.firstRound.message).toBe('auto-roulette:42:0');
    expect(roulette?.u32s[0]).toBe(594_581_075);
    expect(roulette?.outcome).toEqual({ kind: 'roulette', pocket: 5 });
    expect(roulette?.seedMatches).toBe(true);
  });

  it('reproduces worked examples 11 to 13: the wheel shows 1, the player wins 9 to 1, bahar wins', async () => {
    expect((await check('grand-wheel'))?.outcome).toEqual({ kind: 'wheel', segment: 12, value: 1 });
    expect((await check('speed-baccarat'))?.outcome).toEqual({
      kind: 'baccarat',
      player: [20, 15, 20],
      banker: [33, 14, 19],
      playerTotal: 9,
      bankerTotal: 1,
      winner: 'player',
    });
    expect((await check('andar-bahar'))?.outcome).toEqual({
      kind: 'andar-bahar',
      joker: 36,
      andar: [9, 30, 16, 50, 2, 49, 5],
      bahar: [41, 8, 15, 32, 18, 22, 39],
      winner: 'bahar',
    });
  });

  it('reproduces worked example 14: blackjack round 42 deals ♠K ♣8, the dealer makes 21', async () => {
    const round = await check('blackjack-classic');
    expect(round?.outcome).toMatchObject({
      kind: 'blackjack',
      player: [46, 27],
      dealer: [15, 26, 24],
      dealerTotal: 21,
    });
    expect(round?.outcome.kind === 'blackjack' && round.outcome.hits).toEqual([]);
    // Hand p7's own hit cards (issue 33): message `blackjack-classic:p7:42:0`, u32 1 260 584 911 → card 15.
    const hand = await checkTableRound(new TestDigests(), {
      table: 'blackjack-classic',
      roundId: 42,
      serverSeed: SEED,
      serverSeedHashed: HASHED,
      hand: 'p7',
    });
    expect(hand?.outcome.kind === 'blackjack' && hand.outcome.hits.slice(0, 3)).toEqual([15, 19, 18]);
    expect(hand?.outcome.kind === 'blackjack' && hand.outcome.hits).toHaveLength(19);
  });

  it('checks the chain link: the SHA-256 of a round’s seed is the seed of the round before (issue 33)', async () => {
    const digests = new TestDigests();
    const proof = { table: 'auto-roulette', roundId: 43, serverSeed: SEED, serverSeedHashed: '' };
    expect((await checkTableRound(digests, proof))?.chainMatches).toBeNull();
    expect((await checkTableRound(digests, { ...proof, previous: HASHED }))?.chainMatches).toBe(true);
    expect((await checkTableRound(digests, { ...proof, previous: SEED }))?.chainMatches).toBe(false);
  });

  it('says when the seed is not the one committed, and knows no table it does not list', async () => {
    const digests = new TestDigests();
    const other = await checkTableRound(digests, {
      table: 'grand-wheel',
      roundId: 42,
      serverSeed: SEED,
      serverSeedHashed: '0'.repeat(64),
    });
    expect(other?.seedMatches).toBe(false);
    expect(
      await checkTableRound(digests, { table: 'poker', roundId: 1, serverSeed: SEED, serverSeedHashed: '' }),
    ).toBeNull();
  });

  it('lays every wheel out with each number’s segments, so a draw can land on any of them', () => {
    for (const [slug, table] of Object.entries(LIVE_TABLES)) {
      if (table.kind !== 'wheel') continue;
      const layout = wheelLayout(slug);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (u32) => {
          const outcome = tableOutcome(slug, [u32]);
          expect(outcome?.kind === 'wheel' && layout[outcome.segment]).toBe(
            outcome?.kind === 'wheel' ? outcome.value : -1,
          );
        }),
        { numRuns: 50 },
      );
    }
  });

  it('stops the dealer at 17 or more, and ends andar bahar at the first card of the joker’s rank', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 401, maxLength: 401 }),
        (u32s) => {
          const dealt = tableOutcome('blackjack-classic', u32s.slice(0, 39));
          if (dealt?.kind !== 'blackjack') throw new Error('not blackjack');
          expect(dealt.dealerTotal).toBeGreaterThanOrEqual(17);
          expect(blackjackTotal(dealt.dealer.slice(0, -1)) < 17 || dealt.dealer.length === 2).toBe(true);
          const deal = tableOutcome('andar-bahar', u32s);
          if (deal?.kind !== 'andar-bahar') throw new Error('not andar bahar');
          const cards = deal.andar.flatMap((card, i) => [card, ...deal.bahar.slice(i, i + 1)]);
          const matches = cards.filter((card) => cardRank(card) === cardRank(deal.joker));
          expect(matches.length).toBe(deal.winner === 'none' ? 0 : 1);
        },
      ),
      { numRuns: 100 },
    );
  });
});
