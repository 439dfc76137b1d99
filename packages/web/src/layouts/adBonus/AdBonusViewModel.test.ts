import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '@casino/core/test/fakes';
import { FakeModalOpener } from '../../testing/fakeStores.ts';
import { AdBonusViewModel } from './AdBonusViewModel.ts';

function world(values: Record<string, string>, isLoggedIn = false) {
  const cookies = new InMemoryCookieJar();
  for (const [name, value] of Object.entries(values)) cookies.set(name, value);
  const modals = new FakeModalOpener();
  const vm = new AdBonusViewModel({ cookies, session: { isLoggedIn }, modals });
  return { cookies, modals, vm };
}

const AD = { adBonusType: 'promo_code', adBonusValue: 'WELCOME100', adBonusModal: 'true' };

describe('the ad bonus (§3, §4)', () => {
  it('shows the promo the utm answer left once: its flag is set false as it shows', () => {
    const { cookies, vm } = world(AD);
    vm.start();
    expect(vm.offer).toEqual({ type: 'promo_code', value: 'WELCOME100' });
    expect(vm.code).toBe('WELCOME100');
    expect(cookies.get('adBonusModal')).toBe('false');
    const again = new AdBonusViewModel({
      cookies,
      session: { isLoggedIn: false },
      modals: new FakeModalOpener(),
    });
    again.start();
    expect(again.offer).toBeNull();
  });

  it('opens Register with the code, and is gone after', () => {
    const { modals, vm } = world(AD);
    vm.start();
    vm.signUpWithCode();
    expect(modals.opened).toEqual([{ name: 'Register', context: { promo: 'WELCOME100' } }]);
    expect(vm.offer).toBeNull();
  });

  it('shows nothing without the cookies, and goes when closed', () => {
    expect(
      (() => {
        const { vm } = world({});
        vm.start();
        return vm.offer;
      })(),
    ).toBeNull();
    const { vm } = world({ ...AD, adBonusType: 'cashback', adBonusValue: '10' });
    vm.start();
    expect(vm.code).toBeNull();
    vm.dismiss();
    expect(vm.offer).toBeNull();
  });
});
