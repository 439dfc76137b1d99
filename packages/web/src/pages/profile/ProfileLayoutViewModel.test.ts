import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { ProfileLayoutViewModel } from './ProfileLayoutViewModel.ts';

const noFlags = { featureFlags: () => [] as string[] };

describe('ProfileLayoutViewModel', () => {
  it('asks a visitor to log in once, on entering the profile', () => {
    const modals = new FakeModalOpener();
    const vm = new ProfileLayoutViewModel(new FakeSession(), modals, noFlags);
    expect(vm.access).toBe('anonymous');
    vm.enter();
    expect(modals.names()).toEqual(['Login']);
  });

  it('waits for the profile of a restored session without asking for a login', () => {
    const modals = new FakeModalOpener();
    const session = { isLoggedIn: true, user: null };
    const vm = new ProfileLayoutViewModel(session, modals, noFlags);
    vm.enter();
    expect(vm.access).toBe('loading');
    expect(modals.opened).toEqual([]);
  });

  it('is ready for a logged-in player', () => {
    const vm = new ProfileLayoutViewModel(
      new FakeSession(userFactory.build()),
      new FakeModalOpener(),
      noFlags,
    );
    expect(vm.access).toBe('ready');
  });

  it('offers the bonuses page only with the bonus_balances feature, from the user or the flag service', () => {
    const withFeature = new FakeSession(userFactory.build({ features: ['bonus_balances'] }));
    expect(new ProfileLayoutViewModel(withFeature, new FakeModalOpener(), noFlags).offersBonuses).toBe(true);
    const without = new FakeSession(userFactory.build({ features: [] }));
    expect(new ProfileLayoutViewModel(without, new FakeModalOpener(), noFlags).offersBonuses).toBe(false);
    const flagged = { featureFlags: () => ['bonus_balances'] };
    expect(new ProfileLayoutViewModel(without, new FakeModalOpener(), flagged).offersBonuses).toBe(true);
  });
});
