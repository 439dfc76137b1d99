import { describe, expect, it } from 'vitest';
import { VerifyBet } from '@casino/core';
import { EXAMPLE_SERVER_SEED, TestDigests } from '@casino/core/test/fakes';
import { verifierPath } from '../../components/fairness/verifierQuery.ts';
import { VerifierViewModel } from './VerifierViewModel.ts';

const COMMITMENT = '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9';
const seeds = {
  serverSeed: EXAMPLE_SERVER_SEED,
  serverSeedHashed: COMMITMENT,
  clientSeed: 'lucky-player-42',
};

function verifier() {
  return new VerifierViewModel(new VerifyBet({ digests: new TestDigests() }));
}

/** The query of a verifier link, as the page reads it from its address. */
const queryOf = (path: string) => path.slice(path.indexOf('?'));

describe('VerifierViewModel', () => {
  it('re-derives worked example 1 from its link: roll 6.07 under 50.50 pays 1.96 USD, and the commitment matches', async () => {
    const vm = verifier();
    const path = verifierPath({
      params: { game: 'dice', targetHundredths: 5050, direction: 'under' },
      fairness: { ...seeds, nonce: 0 },
      stake: { minor: 100, currency: 'USD' },
    });
    await vm.showQuery(queryOf(path));
    expect(vm.problem).toBeNull();
    expect(vm.verification?.rounds).toEqual([
      {
        round: 0,
        message: 'lucky-player-42:0:0',
        bytesHex: '0f8c1831486b4804b1fdbf110bb91f04ed79922bb64d3c4d5f0268df1040c4cd',
      },
    ]);
    expect(vm.verification?.floats[0]).toMatchObject({ bytesHex: '0f8c1831', u32: 260_839_473, result: 607 });
    expect(vm.verification?.outcome).toEqual({ game: 'dice', rollHundredths: 607 });
    expect(vm.verification?.multiplierTenThousandths).toBe(19603);
    expect(vm.verification?.payout).toEqual({ minor: 196, currency: 'USD' });
    expect(vm.verification?.commitment.matches).toBe(true);
  });

  it('draws worked example 2 (keno, nonce 1) from two HMAC rounds', async () => {
    const vm = verifier();
    const path = verifierPath({
      params: { game: 'keno', picks: [5, 6, 7, 12, 20, 26, 33, 40], risk: 'medium' },
      fairness: { ...seeds, nonce: 1 },
      stake: { minor: 100, currency: 'USD' },
    });
    await vm.showQuery(queryOf(path));
    expect(vm.verification?.rounds.map((round) => round.message)).toEqual([
      'lucky-player-42:1:0',
      'lucky-player-42:1:1',
    ]);
    expect(vm.verification?.outcome).toEqual({ game: 'keno', drawn: [37, 26, 15, 34, 29, 6, 12, 36, 18, 5] });
    expect(vm.verification?.payout).toEqual({ minor: 400, currency: 'USD' });
  });

  it('pays worked example 3 (four roulette chips, pocket 36) 0.34 USD from the chips alone', async () => {
    const vm = verifier();
    await vm.showQuery('?game=roulette&nonce=2&client_seed=lucky-player-42&currency=USD');
    vm.setField('serverSeed', EXAMPLE_SERVER_SEED);
    vm.setChip(0, { kind: 'red', numbers: '', amount: '0.05' });
    vm.addChip();
    vm.setChip(1, { kind: 'corner', numbers: '32, 33, 35, 36', amount: '0.02' });
    vm.addChip();
    vm.setChip(2, { kind: 'straight', numbers: '17', amount: '0.01' });
    vm.addChip();
    vm.setChip(3, { kind: 'dozen', numbers: '25 26 27 28 29 30 31 32 33 34 35 36', amount: '0.02' });
    await vm.verify();
    expect(vm.verification?.outcome).toEqual({ game: 'roulette', pocket: 36 });
    expect(vm.verification?.payout).toEqual({ minor: 34, currency: 'USD' });
    expect(vm.verification?.multiplierTenThousandths).toBe(34000);
    expect(vm.verification?.commitment.matches).toBeNull();
  });

  it('says the commitment does not match when the server seed is not the one behind it', async () => {
    const vm = verifier();
    await vm.showQuery(
      `?game=coinflip&side=heads&server_seed=${'a'.repeat(64)}&server_seed_hashed=${COMMITMENT}&client_seed=x&nonce=0`,
    );
    expect(vm.verification?.commitment.matches).toBe(false);
  });

  it('waits for a server seed before verifying a link that has none (the pair is not revealed yet)', async () => {
    const vm = verifier();
    await vm.showQuery(`?game=dice&server_seed_hashed=${COMMITMENT}&client_seed=lucky-player-42&nonce=0`);
    expect(vm.verification).toBeNull();
    expect(vm.problem).toBeNull();
    expect(vm.fields.commitment).toBe(COMMITMENT);
    await vm.verify();
    expect(vm.problem).toEqual({ kind: 'field', field: 'serverSeed' });
  });

  it.each([
    ['a nonce that is not a whole number', { nonce: '1.5' }, { kind: 'field', field: 'nonce' }],
    ['a dice target with three decimals', { target: '50.505' }, { kind: 'field', field: 'target' }],
    ['a win chance above 98 %', { target: '99.5' }, { kind: 'invalidChoice', field: 'target' }],
    ['a stake finer than a cent', { stake: '1.005' }, { kind: 'field', field: 'stake' }],
  ])('names the field of %s instead of verifying', async (_what, fields, problem) => {
    const vm = verifier();
    await vm.showQuery('?game=dice&direction=under&client_seed=a&nonce=0');
    vm.setField('serverSeed', EXAMPLE_SERVER_SEED);
    for (const [field, value] of Object.entries(fields)) vm.setField(field as 'nonce', value);
    await vm.verify();
    expect(vm.problem).toEqual(problem);
    expect(vm.verification).toBeNull();
  });

  it('refuses keno picks outside 1..40 and a chip that is not on the layout', async () => {
    const vm = verifier();
    await vm.showQuery(`?game=keno&picks=0,41&server_seed=${EXAMPLE_SERVER_SEED}&client_seed=a&nonce=0`);
    expect(vm.problem).toEqual({ kind: 'invalidChoice', field: 'picks' });
    await vm.showQuery(
      `?game=roulette&chips=split:1-5:1&server_seed=${EXAMPLE_SERVER_SEED}&client_seed=a&nonce=0`,
    );
    expect(vm.problem).toEqual({ kind: 'invalidChoice', field: 'chips' });
  });

  it('keeps at least one chip and at most fifty', () => {
    const vm = verifier();
    vm.removeChip(0);
    expect(vm.fields.chips).toHaveLength(1);
    for (let i = 0; i < 60; i += 1) vm.addChip();
    expect(vm.fields.chips).toHaveLength(50);
    expect(vm.canAddChip).toBe(false);
  });
});
