import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { EXAMPLE_SERVER_SEED, FakeGamesApi, FakeRandomness, TestDigests } from '../../test/fakes/index.ts';
import { RotateSeeds } from './RotateSeeds.ts';

const rotation = () => {
  const gamesApi = new FakeGamesApi(usd(10));
  return { gamesApi, rotateSeeds: new RotateSeeds({ gamesApi, randomness: new FakeRandomness() }) };
};

describe('RotateSeeds', () => {
  it('reveals the server seed that hashes to the old commitment and starts a new pair at nonce 0', async () => {
    const { gamesApi, rotateSeeds } = rotation();
    gamesApi.nonce = 7;
    const result = await rotateSeeds.execute('my-own-seed');
    if (!result.ok) throw new Error('rotation failed');
    expect(result.value.revealed.serverSeed).toBe(EXAMPLE_SERVER_SEED);
    expect(result.value.revealed.nonce).toBe(7);
    expect(await new TestDigests().sha256Hex(result.value.revealed.serverSeed)).toBe(
      result.value.revealed.serverSeedHashed,
    );
    expect(result.value.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(result.value.current.serverSeedHashed).not.toBe(result.value.revealed.serverSeedHashed);
  });

  it('brings a fresh random client seed of the player’s own when none is given', async () => {
    const { rotateSeeds } = rotation();
    const result = await rotateSeeds.execute();
    expect(result.ok && result.value.current.clientSeed).toBe('seed-1');
  });

  it('refuses a client seed the contract does not accept, without a call', async () => {
    const { gamesApi, rotateSeeds } = rotation();
    expect(await rotateSeeds.execute('no spaces allowed')).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { client_seed: ['invalid'] } },
    });
    expect(gamesApi.previous).toBeNull();
  });
});
