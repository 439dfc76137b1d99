import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { sportEventFactory, userFactory, usd } from '@casino/core/test/factories';
import { FakeRandomness, FakeSportsbookApi, FakeClock } from '@casino/core/test/fakes';
import { slipLegOf, sportsbookParts } from '../../testing/sportsbookParts.ts';
import { BetSlipViewModel } from './BetSlipViewModel.ts';

/** Counts how often a price that shows whether `id` is on the slip would render. */
function watch(slip: BetSlipViewModel, id: string) {
  const seen: boolean[] = [];
  const stop = autorun(() => seen.push(slip.has(id)));
  return { seen, stop };
}

describe('a price on the line follows only its own selection on the slip (issue 35)', () => {
  it('re-renders the price added or removed, not every other price of the line', () => {
    const { slip } = sportsbookParts(new FakeSportsbookApi(), userFactory.build({ balance: usd(20) }));
    const picked = slipLegOf();
    const other = slipLegOf(sportEventFactory.build());
    const price = watch(slip, picked.selectionId);
    const untouched = watch(slip, other.selectionId);
    slip.toggle(picked);
    slip.setStakeText('2');
    slip.toggle(picked);
    expect(price.seen).toEqual([false, true, false]);
    expect(untouched.seen).toEqual([false]);
    price.stop();
    untouched.stop();
  });

  it('re-renders only the prices on the device’s slip when it is read after hydration', () => {
    const parts = sportsbookParts(new FakeSportsbookApi(), userFactory.build({ balance: usd(20) }));
    const kept = slipLegOf();
    parts.slip.toggle(kept);
    const hydrated = new BetSlipViewModel({
      session: parts.session,
      store: parts.store,
      api: parts.api,
      randomness: new FakeRandomness(),
      clock: new FakeClock(),
      modals: parts.modals,
    });
    const onSlip = watch(hydrated, kept.selectionId);
    const offSlip = slipLegOf(sportEventFactory.build());
    const others = watch(hydrated, offSlip.selectionId);
    hydrated.restore();
    expect(onSlip.seen).toEqual([false, true]);
    expect(others.seen).toEqual([false]);
    onSlip.stop();
    others.stop();
  });
});
