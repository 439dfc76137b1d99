import { describe, expect, it } from 'vitest';
import { FakeAnalytics, FakeClock } from '@casino/core/test/fakes';
import { freeSpinFactory, rub, userFactory } from '@casino/core/test/factories';
import { FakeBonusServer } from '../../testing/FakeBonusApis.ts';
import { FakeSession } from '../../testing/fakeStores.ts';
import { FeatureFlagsStore } from '../../session/FeatureFlagsStore.ts';
import { FLAGS_AFTER_SERVER_RENDER_MS, ProfileBonusesViewModel } from './ProfileBonusesViewModel.ts';

function world(features: string[] = ['bonus_balances'], flagsLoaded = true) {
  const server = new FakeBonusServer();
  const clock = new FakeClock(Date.UTC(2026, 0, 10));
  const session = new FakeSession(userFactory.build({ features }));
  const analytics = new FakeAnalytics();
  analytics.featureFlagsLoaded = flagsLoaded;
  const flags = new FeatureFlagsStore(analytics);
  const vm = new ProfileBonusesViewModel({ session, bonusApi: server, freeSpinsApi: server, clock, flags });
  return { server, vm, analytics, clock };
}

describe('ProfileBonusesViewModel', () => {
  it('shows the running bonus’s wagering from the API’s figures, and nothing when none runs (issue 34)', async () => {
    const { vm, server } = world();
    await vm.loadProgress();
    expect(vm.progress).toBeNull();
    const progress = { amount: rub(100), wagered: rub(150), required: rub(2000), expiresInSeconds: 86_400 };
    server.progress = progress;
    await vm.loadProgress();
    expect(vm.progress).toEqual(progress);
  });

  it('is allowed only with the bonus_balances feature (§6)', () => {
    expect(world().vm.allowed).toBe(true);
    expect(world().vm.allowedByFeatures).toBe(true);
    expect(world([]).vm.allowed).toBe(false);
  });

  it('asks for flags not yet asked for (a page rendered on the server) at once, and opens when they bring the feature', () => {
    const { vm, analytics } = world([], false);
    expect(vm.allowed).toBeNull();
    expect(vm.allowedByFeatures).toBeNull();
    expect(analytics.flagRequests).toBe(0);
    vm.waitForFlags();
    expect(analytics.flagRequests).toBe(1);
    analytics.receiveFlags(['bonus_balances']);
    expect(vm.allowed).toBe(true);
  });

  it('closes the page when the flags come without the feature, or do not come in time (§6)', () => {
    const without = world([], false);
    without.analytics.receiveFlags(['something_else']);
    expect(without.vm.allowed).toBe(false);

    const silent = world([], false);
    silent.vm.waitForFlags();
    silent.clock.advance(FLAGS_AFTER_SERVER_RENDER_MS - 1);
    expect(silent.vm.allowed).toBeNull();
    silent.clock.advance(1);
    expect(silent.vm.allowed).toBe(false);
  });

  it('preloads the free spins and what is waiting for the page’s first render', async () => {
    const { server, vm } = world();
    server.activationList = [{ name: 'Reload bonus', expiresIn: 3600 }];
    server.spins = [
      freeSpinFactory.build({ count: 7 }, { transient: { expiresAtMs: Date.UTC(2026, 0, 11) } }),
    ];
    await vm.preload();
    expect(vm.activeSpins).toBe(7);
    expect(vm.waiting.status).toBe('ready');
  });

  it('counts the active free spins and lists the bonuses waiting for a deposit', async () => {
    const { server, vm } = world();
    server.activationList = [{ name: 'Reload bonus', expiresIn: 3600 }];
    server.spins = [
      freeSpinFactory.build({ count: 20 }, { transient: { expiresAtMs: Date.UTC(2026, 0, 11) } }),
      freeSpinFactory.build({ count: 5 }, { transient: { expiresAtMs: Date.UTC(2026, 0, 1) } }),
    ];
    await vm.load();
    expect(vm.activeSpins).toBe(20);
    expect(vm.waiting.status).toBe('ready');
  });

  it('leaves the spin count unknown when the list fails, and the waiting list empty or failed on its own', async () => {
    const { server, vm } = world();
    server.fail('list');
    await vm.load();
    expect(vm.activeSpins).toBeNull();
    expect(vm.waiting.status).toBe('empty');
  });
});
