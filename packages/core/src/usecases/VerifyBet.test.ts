import { describe, expect, it } from 'vitest';
import { settledBetFactory, usd } from '../../test/factories/index.ts';
import { FakeRandomness, gamesWorld, TestDigests } from '../../test/fakes/index.ts';
import { RotateSeeds } from './RotateSeeds.ts';
import { VerifyBet, verifyInputOf } from './VerifyBet.ts';

const verifier = new VerifyBet({ digests: new TestDigests() });

describe('VerifyBet', () => {
  it('verifies a played keno bet once its pair is rotated: the commitment and the record both match', async () => {
    const world = gamesWorld({ balance: usd(10) });
    const placed = await world.placeBet.execute({ game: 'keno', picks: [5, 6, 7, 12], risk: 'high' }, usd(1));
    if (!placed.ok) throw new Error('bet refused');
    await new RotateSeeds({ gamesApi: world.gamesApi, randomness: new FakeRandomness() }).execute();
    const recorded = await world.gamesApi.getBet(placed.value.id);
    if (!recorded.ok) throw new Error('bet lost');
    const revealed = {
      ...recorded.value,
      fairness: { ...recorded.value.fairness, serverSeed: world.gamesApi.previous?.serverSeed ?? null },
    };
    const result = await verifier.executeFor(revealed);
    expect(result.ok && result.value.commitment.matches).toBe(true);
    expect(result.ok && result.value.recorded).toEqual({ matches: true, mismatches: [] });
    expect(result.ok && result.value.rounds).toHaveLength(2);
  });

  it('cannot verify a bet whose pair is still active', async () => {
    const bet = settledBetFactory.build();
    expect(verifyInputOf(bet)).toBeNull();
    expect(await verifier.executeFor(bet)).toEqual({ ok: false, error: { kind: 'seedNotRevealed' } });
  });

  it('finds a recorded outcome that the seeds do not give', async () => {
    const bet = settledBetFactory.build({
      fairness: {
        serverSeedHashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
        serverSeed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
        clientSeed: 'lucky-player-42',
        nonce: 0,
      },
    });
    const result = await verifier.executeFor(bet);
    expect(result.ok && result.value.outcome).toEqual({ game: 'dice', rollHundredths: 607 });
    expect(result.ok && result.value.recorded).toEqual({
      matches: false,
      mismatches: ['outcome', 'multiplier', 'payout'],
    });
  });
});
