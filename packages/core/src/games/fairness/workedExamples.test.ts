import { describe, expect, it } from 'vitest';
import { usd } from '../../../test/factories/index.ts';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import type { BetParams } from '../bet.ts';
import { cornerNumbers, dozenNumbers, OUTSIDE_NUMBERS } from '../roulette/layout.ts';
import { verifyBet } from './verify.ts';

// The three worked examples of docs/fairness.md, figure for figure.
const SEEDS = {
  serverSeed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  serverSeedHashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
  clientSeed: 'lucky-player-42',
};
const digests = new TestDigests();

async function verified(nonce: number, params: BetParams, stake = usd(1)) {
  const result = await verifyBet(digests, { ...SEEDS, nonce, params, stake });
  if (!result.ok) throw new Error(`not verifiable: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('worked examples of docs/fairness.md', () => {
  it('1. dice, nonce 0: rolls 6.07, under 50.50 wins 1.9603x and pays 1.96 USD on 1.00', async () => {
    const bet = await verified(0, { game: 'dice', targetHundredths: 5050, direction: 'under' });
    expect(bet.rounds).toEqual([
      {
        round: 0,
        message: 'lucky-player-42:0:0',
        bytesHex: '0f8c1831486b4804b1fdbf110bb91f04ed79922bb64d3c4d5f0268df1040c4cd',
      },
    ]);
    // The roll's float, then the rounding draw (docs/fairness.md, "Payout").
    expect(bet.floats).toHaveLength(2);
    expect(bet.floats[0]).toMatchObject({
      bytesHex: '0f8c1831',
      u32: 260_839_473,
      scale: 10_001,
      result: 607,
    });
    expect(bet.floats[0]?.float.toFixed(10)).toBe('0.0607314224');
    expect(bet.outcome).toEqual({ game: 'dice', rollHundredths: 607 });
    expect(bet.multiplierTenThousandths).toBe(19_603);
    expect(bet.payout).toEqual(usd(1.96));
    // 196.03 cents: the 0.03 of a cent is paid when floor(f1 × 10000) < 300; f1 gives 2828, so 1.96 USD.
    expect(bet.floats[1]).toMatchObject({
      bytesHex: '486b4804',
      u32: 1_214_990_340,
      scale: 10_000,
      result: 2828,
    });
    expect(bet.rounding).toEqual({ whole: 196, fraction: 300, drawIndex: 1, draw: 2828, paid: 196 });
    expect(bet.commitment).toEqual({
      computed: SEEDS.serverSeedHashed,
      expected: SEEDS.serverSeedHashed,
      matches: true,
    });
  });

  it('2. keno, nonce 1: two rounds draw 37, 26, 15, 34, 29, 6, 12, 36, 18, 5; 4 hits of 8 on medium pay 4x', async () => {
    const picks = [5, 6, 7, 12, 20, 26, 33, 40];
    const bet = await verified(1, { game: 'keno', picks, risk: 'medium' });
    expect(bet.rounds.map(({ message, bytesHex }) => [message, bytesHex])).toEqual([
      ['lucky-player-42:1:0', 'e68df771a7d70c4861f7132cdd2178ebbde5b294286e4a4f511ba836e2f80dd9'],
      ['lucky-player-42:1:1', '77575f3725ccedce28964dc2bb445e35d0cd20ab4c4b4dc1ac5ee37bb4d7d4bd'],
    ]);
    expect(bet.floats.map((f) => [f.round, f.bytesHex, f.u32, f.scale, f.result, f.picked])).toEqual([
      [0, 'e68df771', 3_868_063_601, 40, 36, 37],
      [0, 'a7d70c48', 2_815_888_456, 39, 25, 26],
      [0, '61f7132c', 1_643_582_252, 38, 14, 15],
      [0, 'dd2178eb', 3_709_958_379, 37, 31, 34],
      [0, 'bde5b294', 3_185_947_284, 36, 26, 29],
      [0, '286e4a4f', 678_316_623, 35, 5, 6],
      [0, '511ba836', 1_360_767_030, 34, 10, 12],
      [0, 'e2f80dd9', 3_807_907_289, 33, 29, 36],
      [1, '77575f37', 2_002_214_711, 32, 14, 18],
      [1, '25ccedce', 634_187_214, 31, 4, 5],
      [1, '28964dc2', 680_938_946, 10_000, 1585, null],
    ]);
    expect(bet.floats.map((f) => f.float.toFixed(10))).toEqual([
      '0.9006037379',
      '0.6556251217',
      '0.3826763136',
      '0.8637919973',
      '0.7417861568',
      '0.1579328959',
      '0.3168282635',
      '0.8865975051',
      '0.4661769399',
      '0.1476582172',
      '0.1585434531',
    ]);
    expect(bet.outcome).toEqual({ game: 'keno', drawn: [37, 26, 15, 34, 29, 6, 12, 36, 18, 5] });
    expect(bet.multiplierTenThousandths).toBe(40_000);
    expect(bet.payout).toEqual(usd(4));
    expect(bet.rounding).toEqual({ whole: 400, fraction: 0, drawIndex: 10, draw: 1585, paid: 400 });
  });

  it('3. roulette, nonce 2: pocket 36 pays red, the corner and the dozen, 0.34 USD on 0.10 (3.4x)', async () => {
    const chips = [
      { kind: 'red', numbers: OUTSIDE_NUMBERS.red, amount: usd(0.05) },
      { kind: 'corner', numbers: cornerNumbers(32), amount: usd(0.02) },
      { kind: 'straight', numbers: [17], amount: usd(0.01) },
      { kind: 'dozen', numbers: dozenNumbers(3), amount: usd(0.02) },
    ] as const;
    const bet = await verified(2, { game: 'roulette', chips });
    expect(bet.rounds[0]?.bytesHex).toBe('ffe401ba74b0b71efdeeff5b08eebfab653d3d673059ec6e9a2fac85e838dfea');
    expect(bet.floats[0]).toMatchObject({ bytesHex: 'ffe401ba', u32: 4_293_132_730, scale: 37, result: 36 });
    expect(bet.floats[0]?.float.toFixed(10)).toBe('0.9995728568');
    expect(bet.outcome).toEqual({ game: 'roulette', pocket: 36 });
    expect(bet.payout).toEqual(usd(0.34));
    expect(bet.multiplierTenThousandths).toBe(34_000);
  });
});
