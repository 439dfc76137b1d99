import { describe, expect, it } from 'vitest';
import { TestDigests } from '@casino/core/test/fakes';
import { workedSlotQuery } from '@casino/core/test/fixtures';
import { SlotVerifierViewModel } from './SlotVerifierViewModel.ts';

/** Worked example 7 of docs/fairness.md as the slot's page links it. */
const EXAMPLE_7 = new URLSearchParams(workedSlotQuery()).toString();

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
