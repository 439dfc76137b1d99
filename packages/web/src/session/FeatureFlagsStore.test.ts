import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeAnalytics } from '@casino/core/test/fakes';
import { ProfileLayoutViewModel } from '../pages/profile/ProfileLayoutViewModel.ts';
import { FakeModalOpener, FakeSession } from '../testing/fakeStores.ts';
import { FeatureFlagsStore } from './FeatureFlagsStore.ts';

describe('feature flags that arrive after the first page (§6)', () => {
  it('open the profile’s bonuses entry as soon as the flag service answers', () => {
    const analytics = new FakeAnalytics();
    const flags = new FeatureFlagsStore(analytics);
    const layout = new ProfileLayoutViewModel(
      new FakeSession(userFactory.build({ features: [] })),
      new FakeModalOpener(),
      flags,
    );
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(layout.offersBonuses));
    analytics.receiveFlags(['bonus_balances']);
    expect(seen).toEqual([false, true]);
    stop();
    flags.dispose();
  });
});
