import { describe, expect, it } from 'vitest';
import { TestDigests } from '@casino/core/test/fakes';
import { SlotVerifierViewModel } from './SlotVerifierViewModel.ts';

/** Worked example 7 of docs/fairness.md as the slot's page links it. */
const EXAMPLE_7 = new URLSearchParams({
  game: 'slot',
  maths: 'gems',
  server_seed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  server_seed_hashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
  client_seed: 'lucky-player-42',
  nonce: '7',
  stake: '1',
  currency: 'USD',
}).toString();

describe('SlotVerifierViewModel (issue 19)', () => {
  it('verifies a spin from its link at once: stops, lines, payout and the seed’s commitment', async () => {
    const vm = new SlotVerifierViewModel(new TestDigests());
    await vm.showQuery(`?${EXAMPLE_7}`);
    expect(vm.problem).toBeNull();
    expect(vm.verification?.spin.stops).toEqual([8, 14, 28, 8, 23]);
    expect(vm.verification?.spin.lines.map((win) => win.line + 1)).toEqual([5, 6]);
    expect(vm.verification?.payoutMinor).toBe(140);
    expect(vm.verification?.seedMatches).toBe(true);
  });

  it('names the field it cannot read, and verifies nothing', async () => {
    const vm = new SlotVerifierViewModel(new TestDigests());
    await vm.showQuery(`?${EXAMPLE_7}`);
    for (const [field, value, problem] of [
      ['nonce', 'seven', 'nonce'],
      ['stake', '1.005', 'stake'],
      ['commitment', 'not-a-hash', 'commitment'],
      ['maths', 'plinko', 'maths'],
    ] as const) {
      const fresh = new SlotVerifierViewModel(new TestDigests());
      await fresh.showQuery(`?${EXAMPLE_7}`);
      fresh.setField(field, value);
      await fresh.verify();
      expect(fresh.problem).toBe(problem);
      expect(fresh.verification).toBeNull();
    }
    expect(vm.fields.freeSpin).toBe(false);
  });
});
