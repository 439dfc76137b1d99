import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeBonusServer } from '../../testing/FakeBonusApis.ts';
import { FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { WelcomePackViewModel } from './WelcomePackViewModel.ts';

const pack = {
  id: '1',
  publicTitle: 'Welcome pack',
  steps: [
    { title: 'First deposit', percent: 100, freeSpins: 50 },
    { title: 'Second deposit', percent: 75, freeSpins: 0 },
  ],
};

describe('WelcomePackViewModel', () => {
  it('shows the guest welcome packs with their steps', async () => {
    const server = new FakeBonusServer();
    server.welcomePacks = [pack];
    const vm = new WelcomePackViewModel(server, new FakeSession(), new FakeModalOpener());
    await vm.load();
    expect(vm.packs.status).toBe('ready');
    expect(vm.packs.value?.[0]?.steps).toHaveLength(2);
  });

  it('is empty when no pack is offered, and shows an error with retry on failure', async () => {
    const server = new FakeBonusServer();
    const vm = new WelcomePackViewModel(server, new FakeSession(), new FakeModalOpener());
    await vm.load();
    expect(vm.packs.status).toBe('empty');
    server.fail('welcomePacksGuest');
    await vm.load();
    expect(vm.packs.status).toBe('error');
    server.heal('welcomePacksGuest');
    server.welcomePacks = [pack];
    await vm.packs.retry();
    expect(vm.packs.status).toBe('ready');
  });

  it('sends a visitor to registration and a player to the deposit', () => {
    const visitorModals = new FakeModalOpener();
    new WelcomePackViewModel(new FakeBonusServer(), new FakeSession(), visitorModals).claim();
    expect(visitorModals.names()).toEqual(['Register']);
    const playerModals = new FakeModalOpener();
    new WelcomePackViewModel(
      new FakeBonusServer(),
      new FakeSession(userFactory.build()),
      playerModals,
    ).claim();
    expect(playerModals.names()).toEqual(['PayIn']);
  });
});
