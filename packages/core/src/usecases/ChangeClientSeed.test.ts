import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { FakeGamesApi } from '../../test/fakes/index.ts';
import { ChangeClientSeed } from './ChangeClientSeed.ts';
import { LoadSeeds } from './LoadSeeds.ts';

describe('ChangeClientSeed', () => {
  it('sets the player’s client seed and the nonce goes on counting', async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.nonce = 3;
    const result = await new ChangeClientSeed({ gamesApi }).execute('Lucky_7-seed');
    expect(result.ok && result.value).toMatchObject({ clientSeed: 'Lucky_7-seed', nonce: 3 });
    const seeds = await new LoadSeeds({ gamesApi }).execute();
    expect(seeds.ok && seeds.value.current.clientSeed).toBe('Lucky_7-seed');
  });

  it('refuses an empty seed, one over 64 characters and one with other characters', async () => {
    const changeClientSeed = new ChangeClientSeed({ gamesApi: new FakeGamesApi(usd(10)) });
    for (const seed of ['', 'x'.repeat(65), 'semi;colon', 'ünïcode']) {
      expect((await changeClientSeed.execute(seed)).ok).toBe(false);
    }
    expect((await changeClientSeed.execute('x'.repeat(64))).ok).toBe(true);
  });
});
