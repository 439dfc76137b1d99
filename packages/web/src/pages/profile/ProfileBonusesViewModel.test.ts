import { describe, expect, it } from 'vitest';
import { FakeClock } from '@casino/core/test/fakes';
import { freeSpinFactory, userFactory } from '@casino/core/test/factories';
import { FakeBonusServer } from '../../testing/FakeBonusApis.ts';
import { FakeSession } from '../../testing/fakeStores.ts';
import { ProfileBonusesViewModel } from './ProfileBonusesViewModel.ts';

function world(features: string[] = ['bonus_balances']) {
  const server = new FakeBonusServer();
  const clock = new FakeClock(Date.UTC(2026, 0, 10));
  const session = new FakeSession(userFactory.build({ features }));
  const vm = new ProfileBonusesViewModel({
    session,
    bonusApi: server,
    freeSpinsApi: server,
    clock,
    flags: { featureFlags: () => [] },
  });
  return { server, vm };
}

describe('ProfileBonusesViewModel', () => {
  it('is allowed only with the bonus_balances feature (§6)', () => {
    expect(world().vm.allowed).toBe(true);
    expect(world([]).vm.allowed).toBe(false);
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
