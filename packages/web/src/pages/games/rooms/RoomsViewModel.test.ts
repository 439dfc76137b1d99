import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeSession } from '../../../testing/fakeStores.ts';
import { RoomsViewModel } from './RoomsViewModel.ts';

describe('RoomsViewModel', () => {
  it('gives each room its §9 stake: red 1, yellow 10, purple 50 RUB', () => {
    const vm = new RoomsViewModel(new FakeSession());
    expect(vm.rooms).toEqual([
      { room: 'red', stake: { minor: 100, currency: 'RUB' } },
      { room: 'yellow', stake: { minor: 1_000, currency: 'RUB' } },
      { room: 'purple', stake: { minor: 5_000, currency: 'RUB' } },
    ]);
  });

  it('is open to visitors and rouble accounts, not to other currencies', () => {
    expect(new RoomsViewModel(new FakeSession()).openToPlayer).toBe(true);
    expect(new RoomsViewModel(new FakeSession(userFactory.build({ currency: 'RUB' }))).openToPlayer).toBe(
      true,
    );
    expect(new RoomsViewModel(new FakeSession(userFactory.build({ currency: 'INR' }))).openToPlayer).toBe(
      false,
    );
  });
});
