import { describe, expect, it } from 'vitest';
import { FakePopup } from '@casino/core/test/fakes';
import { testContainer } from '../../app/testing/testContainer.ts';
import { TOKENS } from '../../di/tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { MODAL_VM } from '../modalTokens.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { SocialLoginViewModel } from './SocialLoginViewModel.ts';

function setUp(popupToken: string | null, registered = false) {
  const { container, ports } = testContainer();
  container.rebind(TOKENS.Popup).toConstantValue(new FakePopup(popupToken, registered));
  const modals = container.get<ModalStore>(TOKENS.ModalStore);
  modals.open('Login');
  return { container, ports, modals, vm: container.get<SocialLoginViewModel>(MODAL_VM.SocialLogin) };
}

describe('SocialLoginViewModel', () => {
  it('logs in with the token the provider popup posts back and closes the modal (§4)', async () => {
    const { vm, container, modals, ports } = setUp('social-token');
    await vm.continueWith('google', 'login');
    expect(ports.auth.calls[0]).toMatchObject({ method: 'socialLogin', args: [{ provider: 'google' }] });
    expect(container.get<SessionStore>(TOKENS.SessionStore).token).toBe('social-token');
    expect(modals.current()).toBeNull();
  });

  it('requests the VIP club join when the social login was asked for from a VIP link (§6)', async () => {
    const { container, ports } = testContainer();
    container.rebind(TOKENS.Popup).toConstantValue(new FakePopup('social-token', false));
    container.get<ModalStore>(TOKENS.ModalStore).openWith('Login', { joinVip: '1' });
    await container.get<SocialLoginViewModel>(MODAL_VM.SocialLogin).continueWith('google', 'login');
    expect(ports.profile.vipJoins).toBe(1);
  });

  it('runs registration completion when the login created a new account (§4)', async () => {
    const { vm, modals, ports } = setUp('social-token', true);
    await vm.continueWith('google', 'login');
    expect(modals.current()).toBeNull();
    expect(ports.profile.whoAreYou).toHaveLength(2);
  });

  it('runs no registration completion when the login found an existing account', async () => {
    const { vm, ports } = setUp('social-token', false);
    await vm.continueWith('google', 'login');
    expect(ports.profile.whoAreYou).toHaveLength(1);
  });

  it('tells the player when the popup was closed without signing in', async () => {
    const { vm, container, modals } = setUp(null);
    await vm.continueWith('vk', 'login');
    expect(modals.current()).toBe('Login');
    expect(container.get<NotificationStore>(TOKENS.Notifier).items[0]?.titleKey).toBe(
      'auth:social.popupClosed',
    );
  });
});
