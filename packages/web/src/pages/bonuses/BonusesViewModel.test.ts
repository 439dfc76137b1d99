import { describe, expect, it } from 'vitest';
import { FakeClock, settle } from '@casino/core/test/fakes';
import { freeSpinFactory, userFactory } from '@casino/core/test/factories';
import { FakeBonusServer } from '../../testing/FakeBonusApis.ts';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { gameFactory } from '../../testing/contentFactories.ts';
import { FakeModalOpener, FakeSession } from '../../testing/fakeStores.ts';
import { BonusesViewModel } from './BonusesViewModel.ts';

function world(session = new FakeSession()) {
  const server = new FakeBonusServer();
  server.activationList = [{ name: '100% on the first deposit', expiresIn: 86_400 }];
  server.promos = [
    { code: 'WELCOME100', name: 'Welcome 100', description: '100% on the first deposit', refusal: null },
  ];
  const clock = new FakeClock(Date.UTC(2026, 0, 10));
  const content = new FakeContentApi();
  content.gameList = [gameFactory.build({ id: '42', slug: 'sandstone-scroll', title: 'Sandstone Scroll' })];
  const modals = new FakeModalOpener();
  const vm = new BonusesViewModel({
    bonusApi: server,
    freeSpinsApi: server,
    content,
    clock,
    session,
    modals,
  });
  return { server, clock, content, session, modals, vm };
}

describe('BonusesViewModel', () => {
  it('shows a visitor the bonus activations and no free spins', async () => {
    const { vm, server } = world();
    vm.start();
    await settle();
    expect(vm.activations.value).toEqual([{ name: '100% on the first deposit', expiresIn: 86_400 }]);
    expect(server.count('list')).toBe(0);
  });

  it('preloads what registration and a deposit unlock and a player’s free spins, the server’s first render', async () => {
    const { vm, server } = world(new FakeSession(userFactory.build()));
    server.spins = [
      freeSpinFactory.build({ gameId: '42' }, { transient: { expiresAtMs: Date.UTC(2026, 0, 11) } }),
    ];
    await vm.preload();
    expect(vm.activations.status).toBe('ready');
    expect(server.count('waitingRegAndDep')).toBe(1);
    expect(vm.activeFreeSpins.map(({ game }) => game?.title)).toEqual(['Sandstone Scroll']);
  });

  it('preloads no free spins for a visitor', async () => {
    const { vm, server } = world();
    await vm.preload();
    expect(vm.activations.status).toBe('ready');
    expect(server.count('list')).toBe(0);
  });

  it("shows a player's active free spins only, with the game they are for", async () => {
    const { vm, server } = world(new FakeSession(userFactory.build()));
    server.spins = [
      freeSpinFactory.build({ gameId: '42' }, { transient: { expiresAtMs: Date.UTC(2026, 0, 11) } }),
      freeSpinFactory.build({ gameId: '42' }, { transient: { expiresAtMs: Date.UTC(2026, 0, 9) } }),
      freeSpinFactory.build({ gameId: '7', expirationAt: 'tomorrow' }),
    ];
    vm.start();
    await settle();
    expect(vm.activeFreeSpins).toHaveLength(1);
    expect(vm.activeFreeSpins[0]?.game?.title).toBe('Sandstone Scroll');
  });

  it('says there are no active free spins when all have lapsed', async () => {
    const { vm, server } = world(new FakeSession(userFactory.build()));
    server.spins = [freeSpinFactory.build({}, { transient: { expiresAtMs: Date.UTC(2025, 0, 1) } })];
    vm.start();
    await settle();
    expect(vm.hasNoActiveFreeSpins).toBe(true);
  });

  it('loads the free spins once the visitor logs in', async () => {
    const { vm, server, session } = world();
    server.spins = freeSpinFactory.buildList(2);
    vm.start();
    await settle();
    session.setUser(userFactory.build());
    await settle();
    expect(server.count('waitingRegAndDep')).toBe(2);
    expect(vm.activeFreeSpins).toHaveLength(2);
  });

  it('shows an error for a failed list and loads again on retry', async () => {
    const { vm, server } = world(new FakeSession(userFactory.build()));
    server.fail('list');
    vm.start();
    await settle();
    expect(vm.freeSpins.status).toBe('error');
    server.heal('list');
    await vm.freeSpins.retry();
    expect(vm.freeSpins.status).toBe('empty');
  });

  it('is empty when nothing is waiting', async () => {
    const { vm, server } = world();
    server.activationList = [];
    vm.start();
    await settle();
    expect(vm.activations.status).toBe('empty');
  });

  describe('promo code check', () => {
    it('finds a known code through BonusApi.promoBonus', async () => {
      const { vm } = world();
      vm.promo.typeCode('  WELCOME100 ');
      await vm.promo.check();
      expect(vm.promo.found?.name).toBe('Welcome 100');
      expect(vm.promo.error).toBeNull();
    });

    it('tells an unknown code apart from other failures', async () => {
      const { vm, server } = world();
      vm.promo.typeCode('NOPE');
      await vm.promo.check();
      expect(vm.promo.error).toEqual({ key: 'bonuses:promo.errors.notFound', params: { code: 'NOPE' } });
      server.fail('promoBonus', { kind: 'network', message: 'Network Error' });
      await vm.promo.check();
      expect(vm.promo.error).toEqual({ key: 'errors:error.network' });
    });

    it('refuses an empty or malformed code without asking the server', async () => {
      const { vm, server } = world();
      await vm.promo.check();
      expect(vm.promo.error?.key).toBe('bonuses:promo.errors.required');
      vm.promo.typeCode('../../admin');
      await vm.promo.check();
      expect(vm.promo.error?.key).toBe('bonuses:promo.errors.invalid');
      expect(server.count('promoBonus')).toBe(0);
    });

    it('sends a visitor to registration with the code, a player to the deposit', async () => {
      const visitor = world();
      visitor.vm.promo.typeCode('WELCOME100');
      await visitor.vm.promo.check();
      visitor.vm.claimPromo();
      expect(visitor.modals.opened).toEqual([{ name: 'Register', context: { promo: 'WELCOME100' } }]);

      const player = world(new FakeSession(userFactory.build()));
      player.vm.promo.typeCode('WELCOME100');
      await player.vm.promo.check();
      await player.vm.claimPromo();
      expect(player.server.taken).toEqual(['WELCOME100']);
      // The deposit opens with the code, which goes into the invoice (issue 34).
      expect(player.modals.opened).toEqual([{ name: 'PayIn', context: { promo: 'WELCOME100' } }]);
    });

    it('refuses a code the player could not take now, with the reason, and asks for no deposit', async () => {
      const player = world(new FakeSession(userFactory.build()));
      player.server.promos = [
        { code: 'FREESPINS', name: '50 free spins', description: '', refusal: 'bonus_already_active' },
      ];
      player.vm.promo.typeCode('FREESPINS');
      await player.vm.promo.check();
      expect(player.vm.promo.error).toEqual({ key: 'bonuses:promo.refused.bonus_already_active' });
      expect(player.vm.promo.claimable).toBe(false);
      await player.vm.claimPromo();
      expect(player.server.count('takePromo')).toBe(0);
      expect(player.modals.names()).toEqual([]);
    });

    it('opens no deposit when the API refuses to take the code', async () => {
      const player = world(new FakeSession(userFactory.build()));
      player.vm.promo.typeCode('WELCOME100');
      await player.vm.promo.check();
      player.server.fail('takePromo', { kind: 'server', status: 409, messageKey: 'promo_already_used' });
      await player.vm.claimPromo();
      expect(player.vm.promo.error).toEqual({ key: 'bonuses:promo.refused.promo_already_used' });
      expect(player.modals.names()).toEqual([]);
    });
  });

  it("names the campaign behind each of a player's active free spins", async () => {
    const { vm, server } = world(new FakeSession(userFactory.build()));
    server.spins = [
      freeSpinFactory.build({ campaignId: '3', gameId: '42', expirationAt: '2026-02-01T00:00:00Z' }),
    ];
    server.campaigns = [
      { id: '3', title: 'Welcome spins', gameId: '42', spins: 50, expirationAt: '2026-02-01T00:00:00Z' },
    ];
    vm.start();
    await settle();
    expect(vm.campaigns.titleOf('3')).toBe('Welcome spins');
    expect(server.count('campaign')).toBe(1);
  });
});
