import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/index.ts';
import { WORKED_SEED_PAIR as PAIR } from '../../../test/fixtures/index.ts';
import { checkSlotSpin } from './verifySpin.ts';

describe('checkSlotSpin (issue 19: a slot spin on the verifier)', () => {
  it('re-derives worked example 7: the gems slot at nonce 7 stops at 8, 14, 28, 8, 23 and pays 1.40 USD', async () => {
    const check = await checkSlotSpin(new TestDigests(), {
      ...PAIR,
      maths: 'gems',
      nonce: 7,
      freeSpin: false,
      stakeMinor: 100,
    });
    expect(check?.rounds[0]).toEqual({
      round: 0,
      message: 'lucky-player-42:7:0',
      bytesHex: '3f40a4126ca19d19da4b949e3d636071ae4bd056298e8197146fdf8f62e053a6',
    });
    expect(check?.u32s).toEqual([1_061_200_914, 1_822_530_841, 3_662_386_334, 1_029_922_929, 2_924_204_118]);
    expect(check?.spin.stops).toEqual([8, 14, 28, 8, 23]);
    expect(check?.payoutMinor).toBe(140);
    expect(check?.seedMatches).toBe(true);
  });

  it('tells a seed that is not the commitment, and checks none when no commitment is given', async () => {
    const proof = { ...PAIR, maths: 'gems', nonce: 7, freeSpin: false, stakeMinor: 100 };
    const wrong = await checkSlotSpin(new TestDigests(), { ...proof, serverSeedHashed: 'f'.repeat(64) });
    expect(wrong?.seedMatches).toBe(false);
    const none = await checkSlotSpin(new TestDigests(), { ...proof, serverSeedHashed: '' });
    expect(none?.seedMatches).toBeNull();
  });

  it('multiplies a free spin by the slot’s free-spin multiplier, and knows no maths it does not have', async () => {
    const proof = { ...PAIR, maths: 'gems', nonce: 7, freeSpin: true, stakeMinor: 100 };
    const free = await checkSlotSpin(new TestDigests(), proof);
    expect(free?.spin.multiplierTenThousandths).toBe(14_000 * (free?.model.freeSpinMultiplier ?? 0));
    expect(await checkSlotSpin(new TestDigests(), { ...proof, maths: 'plinko' })).toBeNull();
  });
});
