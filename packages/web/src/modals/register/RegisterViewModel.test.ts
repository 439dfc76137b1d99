import { describe, expect, it } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import { rub, userFactory } from '@casino/core/test/factories';
import { suggestedCurrency, type RegisterViewModel } from './RegisterViewModel.ts';

function setUp(path = '/en') {
  const { container, ports } = testContainer({ path });
  const modals = container.get<ModalStore>(TOKENS.ModalStore);
  modals.open('Register');
  return { container, ports, modals, vm: container.get<RegisterViewModel>(MODAL_VM.Register) };
}

describe('RegisterViewModel', () => {
  it('registers by email with the chosen currency and promo, then the player is in and the signup flag is gone', async () => {
    const { vm, ports, modals, container } = setUp();
    ports.navigation.go('/?signup');
    vm.form.typeEmail('new@example.com');
    vm.form.typePassword('secret12');
    vm.chooseCurrency('KZT');
    vm.typePromo('WELCOME100');
    await vm.submitRegistration();
    await settle();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'registerByEmail',
      args: [{ email: 'new@example.com', password: 'secret12', currency: 'KZT', promo: 'WELCOME100' }],
    });
    expect(container.get<SessionStore>(TOKENS.SessionStore).isLoggedIn).toBe(true);
    expect(modals.current()).toBeNull();
    expect(ports.navigation.current().query).toEqual({});
  });

  it('asks for the code sent to the new email, and only once it is confirmed closes and offers the deposit', async () => {
    const { vm, ports, modals } = setUp();
    ports.profile.user = userFactory.build({
      email: 'new@example.com',
      isEmailVerified: false,
      balance: rub(0),
    });
    vm.form.typeEmail('new@example.com');
    vm.form.typePassword('secret12');
    await vm.submitRegistration();
    expect(vm.awaitingCode).toEqual({ channel: 'email', contact: 'new@example.com' });
    expect(modals.current()).toBe('Register');
    // The code was sent at signup: resending waits for the cooldown.
    expect(vm.confirmation?.sent).toBe(true);
    expect(vm.confirmation?.cooldown.canResend).toBe(false);

    ports.clock.advance(30_000);
    expect(modals.current()).toBe('Register');
    vm.confirmation?.typeCode('000000');
    await vm.confirmation?.submitCode();
    expect(vm.confirmation?.codeError).toBe('errors:error.invalid_code');

    ports.profile.user = { ...ports.profile.user, isEmailVerified: true };
    vm.confirmation?.typeCode('123456');
    await vm.confirmation?.submitCode();
    await settle();
    expect(ports.auth.verifications).toEqual(['email 000000', 'email 123456']);
    expect(modals.current()).toBeNull();
    ports.clock.advance(16_999);
    expect(modals.current()).toBeNull();
    ports.clock.advance(1);
    expect(modals.current()).toBe('PayIn');
  });

  it('lets the player put the phone code off: the modal closes and the deposit offer starts then', async () => {
    const { vm, ports, modals } = setUp();
    ports.profile.user = userFactory.build({
      phone: '+79001234567',
      isPhoneVerified: false,
      balance: rub(0),
    });
    vm.form.chooseMethod('phone');
    vm.form.typePhone('9001234567');
    vm.form.typePassword('secret12');
    await vm.submitRegistration();
    expect(vm.awaitingCode).toEqual({ channel: 'phone', contact: '+79001234567' });
    ports.clock.advance(20_000);
    expect(modals.current()).toBe('Register');
    vm.later();
    expect(modals.current()).toBeNull();
    ports.clock.advance(17_000);
    expect(modals.current()).toBe('PayIn');
  });

  it('registers by phone through the +7 mask', async () => {
    const { vm, ports } = setUp();
    vm.form.chooseMethod('phone');
    vm.form.typePhone('9001234567');
    vm.form.typePassword('secret12');
    await vm.submitRegistration();
    expect(ports.auth.calls[0]).toMatchObject({
      method: 'registerByPhone',
      args: [{ phone: '+79001234567' }],
    });
  });

  it('keeps the promo code checked on /bonuses when Register opens, over the landing cookie', () => {
    const { container, ports } = testContainer();
    ports.cookies.set('promo', 'LANDING');
    container.get<ModalStore>(TOKENS.ModalStore).openWith('Register', { promo: 'WELCOME100' });
    expect(container.get<RegisterViewModel>(MODAL_VM.Register).promo).toBe('WELCOME100');

    const landed = testContainer();
    landed.ports.cookies.set('promo', 'LANDING');
    landed.container.get<ModalStore>(TOKENS.ModalStore).open('Register');
    expect(landed.container.get<RegisterViewModel>(MODAL_VM.Register).promo).toBe('LANDING');
  });

  it('ignores a currency that is not one of the five', () => {
    const { vm } = setUp();
    vm.chooseCurrency('BTC');
    expect(vm.currency).toBe('USD');
  });

  it('starts with the currency of the player’s market: KZT in Kazakh, RUB in Russian', () => {
    expect(suggestedCurrency('kz')).toBe('KZT');
    expect(suggestedCurrency('ru')).toBe('RUB');
  });

  it('reports a promo code error to analytics as promocode_error (§8)', async () => {
    const { vm, ports } = setUp();
    ports.auth.failure = { kind: 'validation', fields: { promo: ['not_found'] } };
    vm.form.typeEmail('new@example.com');
    vm.form.typePassword('secret12');
    vm.typePromo('NOPE');
    await vm.submitRegistration();
    expect(ports.analytics.events.map((event) => event.event)).toContain('promocode_error');
  });
});
