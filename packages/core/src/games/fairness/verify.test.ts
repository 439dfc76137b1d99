import { describe, expect, it } from 'vitest';
import { usd } from '../../../test/factories/index.ts';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import { shuffleDraw } from './shuffle.ts';
import { verifyBet, type VerifyBetInput } from './verify.ts';

const digests = new TestDigests();
const INPUT: VerifyBetInput = {
  serverSeed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  clientSeed: 'lucky-player-42',
  nonce: 0,
  params: { game: 'dice', targetHundredths: 5050, direction: 'under' },
};

describe('verifyBet', () => {
  it('says the commitment does not match when sha256(server seed) is another hash', async () => {
    const result = await verifyBet(digests, { ...INPUT, serverSeedHashed: 'ab'.repeat(32) });
    expect(result.ok && result.value.commitment.matches).toBe(false);
  });

  it('accepts the commitment in capitals, as some pages print it', async () => {
    const commitment = '9C27FF17DFB7F70938C6F9080EA76D2A51166AC3F6DFF9832EEF8BF4E44468D9';
    const result = await verifyBet(digests, { ...INPUT, serverSeedHashed: commitment });
    expect(result.ok && result.value.commitment.matches).toBe(true);
  });

  it('confirms a record that matches and names what differs in one that does not', async () => {
    const honest = {
      outcome: { game: 'dice', rollHundredths: 607 },
      multiplierTenThousandths: 19_603,
      payout: usd(1.96),
    } as const;
    const good = await verifyBet(digests, { ...INPUT, stake: usd(1), recorded: honest });
    expect(good.ok && good.value.recorded).toEqual({ matches: true, mismatches: [] });
    const forged = {
      outcome: { game: 'dice', rollHundredths: 9000 },
      multiplierTenThousandths: 0,
      payout: usd(0),
    } as const;
    const bad = await verifyBet(digests, { ...INPUT, stake: usd(1), recorded: forged });
    expect(bad.ok && bad.value.recorded).toEqual({
      matches: false,
      mismatches: ['outcome', 'multiplier', 'payout'],
    });
  });

  it('gives the multiplier without a payout when no stake is given', async () => {
    const result = await verifyBet(digests, INPUT);
    expect(result.ok && [result.value.multiplierTenThousandths, result.value.payout]).toEqual([19_603, null]);
  });

  it('shows a roulette pocket and a keno draw for the seeds alone, with nothing to pay', async () => {
    const spin = await verifyBet(digests, { ...INPUT, nonce: 2, params: { game: 'roulette', chips: [] } });
    expect(spin.ok && [spin.value.outcome, spin.value.outcomeOnly, spin.value.payout]).toEqual([
      { game: 'roulette', pocket: 36 },
      true,
      null,
    ]);
    const draw = await verifyBet(digests, {
      ...INPUT,
      nonce: 1,
      params: { game: 'keno', picks: [], risk: 'low' },
    });
    expect(draw.ok && draw.value.outcome).toEqual({
      game: 'keno',
      drawn: [37, 26, 15, 34, 29, 6, 12, 36, 18, 5],
    });
  });

  it('refuses an empty seed, a negative nonce and an illegal choice, naming the field', async () => {
    expect(await verifyBet(digests, { ...INPUT, serverSeed: '' })).toEqual({
      ok: false,
      error: { kind: 'invalidSeeds', field: 'serverSeed' },
    });
    expect(await verifyBet(digests, { ...INPUT, nonce: -1 })).toEqual({
      ok: false,
      error: { kind: 'invalidSeeds', field: 'nonce' },
    });
    expect(
      await verifyBet(digests, { ...INPUT, params: { game: 'keno', picks: [41], risk: 'low' } }),
    ).toEqual({
      ok: false,
      error: { kind: 'invalidChoice', field: 'picks' },
    });
  });
});

describe('shuffleDraw', () => {
  it('deals any pool, as a 25-tile minefield would: each step says how many were left and what it took', () => {
    const tiles = Array.from({ length: 25 }, (_, i) => i);
    const { drawn, steps } = shuffleDraw(tiles, [0, 2 ** 32 - 1, 2 ** 31]);
    expect(drawn).toEqual([0, 24, 12]);
    expect(steps.map((step) => step.remaining)).toEqual([25, 24, 23]);
    expect(() => shuffleDraw([1], [0, 0])).toThrow(RangeError);
  });
});
