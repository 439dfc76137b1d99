import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '@casino/core/test/factories';
import { FakeLoadProfile, FakeProfileServer } from '../../testing/FakeAccountApis.ts';
import { FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { ProfileOverviewViewModel } from './ProfileOverviewViewModel.ts';

function world(user = userFactory.build()) {
  const session = new FakeSession(user);
  const server = new FakeProfileServer(user);
  const loadProfile = new FakeLoadProfile(server, session);
  const modals = new FakeModalOpener();
  return {
    session,
    server,
    loadProfile,
    modals,
    vm: new ProfileOverviewViewModel(session, loadProfile, modals),
  };
}

describe('ProfileOverviewViewModel', () => {
  it("shows the verification status the core read from the server's word", () => {
    const { vm } = world(userFactory.build({ verification: { isNeed: true, status: 'pending' } }));
    expect(vm.verification).toBe('pending');
    expect(vm.verificationNeeded).toBe(true);
  });

  it("shows the operator's reason while the check stands rejected, and no reason otherwise", () => {
    const reason = 'The photo is blurred';
    const failed = world(userFactory.build({ verification: { isNeed: false, status: 'failed', reason } }));
    expect(failed.vm.verificationReason).toBe(reason);
    const pending = world(userFactory.build({ verification: { isNeed: false, status: 'pending', reason } }));
    expect(pending.vm.verificationReason).toBeNull();
  });

  it('says "none" when the server gave no status the spec names', () => {
    expect(world().vm.verification).toBe('none');
  });

  it('fetches the profile again so the balances are current', async () => {
    const { vm, server, loadProfile } = world();
    server.user = { ...server.user, balance: rub(1500) };
    await vm.refresh();
    expect(loadProfile.runs).toBe(1);
    expect(vm.user?.balance).toEqual(rub(1500));
    expect(vm.refreshing).toBe(false);
  });

  it('opens the deposit and the verification modals', () => {
    const { vm, modals } = world();
    vm.deposit();
    vm.openVerification();
    expect(modals.names()).toEqual(['PayIn', 'Verification']);
  });
});
