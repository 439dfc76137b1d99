import { describe, expect, it } from 'vitest';
import { ModalStore } from './ModalStore.ts';

describe('ModalStore', () => {
  it('shows one modal at a time: opening another replaces it', () => {
    const modals = new ModalStore();
    modals.open('Login');
    modals.openWith('ConfirmByPhone', { phone: '+70001234567' });
    expect(modals.current()).toBe('ConfirmByPhone');
    expect(modals.context).toEqual({ phone: '+70001234567' });
  });

  it('closes a named modal only when it is the one shown', () => {
    const modals = new ModalStore();
    modals.open('Register');
    modals.close('Login');
    expect(modals.current()).toBe('Register');
    modals.close();
    expect(modals.current()).toBeNull();
  });

  it('remembers that a payment modal was shown during the session', () => {
    const modals = new ModalStore();
    expect(modals.paymentModalShown()).toBe(false);
    modals.open('PayIn');
    modals.close();
    expect(modals.paymentModalShown()).toBe(true);
  });

  it('forgets it after a logout, so the next player in this tab still gets the 17 s deposit prompt (§4)', () => {
    const session = { epoch: 0 };
    const modals = new ModalStore(() => session.epoch);
    modals.open('SuccessPayment');
    expect(modals.paymentModalShown()).toBe(true);
    session.epoch += 1; // the logout's clear() starts a new session
    expect(modals.paymentModalShown()).toBe(false);
  });
});
