import { describe, expect, it } from 'vitest';
import { FakeProfileApi } from '@casino/core/test/fakes';
import { userFactory } from '@casino/core/test/factories';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { vipLevelFactory } from '../../testing/contentFactories.ts';
import { FakeModalOpener, FakeNotifier, FakeSession } from '../../testing/fakeStores.ts';
import { VipClubViewModel } from './VipClubViewModel.ts';

function world(session = new FakeSession()) {
  const content = new FakeContentApi();
  content.vipLevelList = [
    vipLevelFactory.build({ level: 2, name: 'Gold', minDeposit: 50_000, cashbackPercent: 7 }),
    vipLevelFactory.build({ level: 1, name: 'Silver', minDeposit: 10_000.5, cashbackPercent: 5 }),
  ];
  const profileApi = new FakeProfileApi(userFactory.build());
  const modals = new FakeModalOpener();
  const notifier = new FakeNotifier();
  const vm = new VipClubViewModel({ content, profileApi, session, modals, notifier });
  return { content, profileApi, modals, notifier, session, vm };
}

describe('VipClubViewModel', () => {
  it('shows the levels in order with the deposit they need in roubles', async () => {
    const { vm } = world();
    await vm.load();
    expect(vm.rows.map((row) => row.name)).toEqual(['Silver', 'Gold']);
    expect(vm.rows[0]?.minDeposit).toEqual({ minor: 1_000_050, currency: 'RUB' });
  });

  it('shows a dollar player the levels in dollars by the fixed table: 50 000 ₽ is 500 $ (issue 21)', async () => {
    const { vm } = world(new FakeSession(userFactory.build({ currency: 'USD' })));
    await vm.load();
    expect(vm.rows.map((row) => row.minDeposit)).toEqual([
      { minor: 10_000, currency: 'USD' },
      { minor: 50_000, currency: 'USD' },
    ]);
  });

  it('shows a player each level’s own threshold in their currency when the API gives one (issue 34)', async () => {
    const { vm, content } = world(new FakeSession(userFactory.build({ currency: 'KZT' })));
    content.vipLevelList = [
      vipLevelFactory.build({ level: 2, minDeposit: 50_000, minDeposits: { RUB: 50_000, KZT: 250_000 } }),
    ];
    await vm.load();
    expect(vm.rows[0]?.minDeposit).toEqual({ minor: 25_000_000, currency: 'KZT' });
  });

  it('is empty without levels and shows an error with retry on failure', async () => {
    const { vm, content } = world();
    content.vipLevelList = [];
    await vm.load();
    expect(vm.levels.status).toBe('empty');
    content.fail('vipLevels');
    await vm.load();
    expect(vm.levels.status).toBe('error');
    content.heal('vipLevels');
    await vm.levels.retry();
    expect(vm.levels.status).toBe('empty');
  });

  it('opens the Login modal for a visitor, asking for the join after login', async () => {
    const { vm, modals, profileApi } = world();
    await vm.join();
    expect(modals.opened).toEqual([{ name: 'Login', context: { joinVip: '1' } }]);
    expect(profileApi.vipJoins).toBe(0);
  });

  it('joins a logged-in player through ProfileApi.joinVip and says so', async () => {
    const { vm, profileApi, notifier } = world(new FakeSession(userFactory.build()));
    await vm.join();
    expect(profileApi.vipJoins).toBe(1);
    expect(vm.isMember).toBe(true);
    expect(notifier.notices).toEqual([{ kind: 'success', titleKey: 'vip:join.success' }]);
  });

  it('tells a 403 as the profile.error notification and counts an existing member as joined', async () => {
    const { vm, profileApi, notifier } = world(new FakeSession(userFactory.build()));
    profileApi.joinVipFailure = { kind: 'forbidden', error: 'already_member' };
    await vm.join();
    expect(notifier.errors).toEqual([{ kind: 'forbidden', error: 'already_member' }]);
    expect(vm.isMember).toBe(true);
  });

  it('leaves a player outside the club when the join fails otherwise', async () => {
    const { vm, profileApi, notifier } = world(new FakeSession(userFactory.build()));
    profileApi.joinVipFailure = { kind: 'network', message: 'Network Error' };
    await vm.join();
    expect(vm.isMember).toBe(false);
    expect(notifier.errors).toHaveLength(1);
  });

  it('reads a premium status as membership', () => {
    const { vm } = world(new FakeSession(userFactory.build({ premiumStatus: 'vip' })));
    expect(vm.isMember).toBe(true);
    expect(vm.premiumStatus).toBe('vip');
  });
});
