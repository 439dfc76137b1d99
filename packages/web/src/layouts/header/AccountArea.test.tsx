import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userFactory, rub } from '@casino/core/test/factories';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { TOKENS } from '../../di/tokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { AccountArea } from './AccountArea.tsx';

const normalise = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(cleanup);

/** The account area for a logged-in `player`, rendered once the session holds them. */
async function renderForPlayer(player = userFactory.build()) {
  const { container, ports } = testContainer();
  const session = container.get<SessionStore>(TOKENS.SessionStore);
  act(() => {
    session.setToken('token');
    session.setUser(player);
  });
  await renderInShell(<AccountArea />, { container });
  return { container, ports, session };
}

describe('AccountArea', () => {
  it('offers a guest Log in and Sign up, which open their modals', async () => {
    const { container } = testContainer();
    await renderInShell(<AccountArea />, { container });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(container.get<ModalStore>(TOKENS.ModalStore).current()).toBe('Register');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(container.get<ModalStore>(TOKENS.ModalStore).current()).toBe('Login');
  });

  it('shows a player the balance in the page’s locale with the currency symbol, Deposit and Profile', async () => {
    const { container } = testContainer();
    const session = container.get<SessionStore>(TOKENS.SessionStore);
    await renderInShell(<AccountArea />, { container, path: '/profile' });
    act(() => {
      session.setToken('token');
      session.setUser(userFactory.build({ balance: rub(1500.5) }));
    });
    expect(normalise(screen.getByTestId('header-balance').textContent)).toContain('1 500,50 ₽');
    await userEvent.click(screen.getByRole('button', { name: 'Пополнить' }));
    expect(container.get<ModalStore>(TOKENS.ModalStore).current()).toBe('PayIn');
    await userEvent.click(screen.getByRole('button', { name: 'Профиль' }));
    expect(screen.getByRole('link', { name: 'Профиль' }).getAttribute('href')).toBe('/profile');
  });

  it('offers Verification to a player who needs it, and logs out from the account menu', async () => {
    const { container, ports, session } = await renderForPlayer(
      userFactory.build({ verification: { isNeed: true, status: 'pending' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verification' }));
    expect(container.get<ModalStore>(TOKENS.ModalStore).current()).toBe('Verification');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.isLoggedIn).toBe(false));
    expect(ports.auth.methods()).toContain('logout');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the bonus balance and the total in a white tooltip when a keyboard player reaches the balance', async () => {
    const { ports } = await renderForPlayer(
      userFactory.build({ balance: rub(100), bonusBalance: rub(25), totalBalance: rub(125) }),
    );
    const balance = screen.getByTestId('header-balance');
    await userEvent.tab();
    expect(document.activeElement).toBe(balance);
    act(() => ports.clock.advance(200));
    const tip = screen.getByRole('tooltip');
    expect(balance.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.className).toContain('tooltip--white-tooltip');
    expect(normalise(tip.textContent)).toContain('Bonus balance: ₽25');
    expect(normalise(tip.textContent)).toContain('Total: ₽125');
  });

  it('closes the account menu 400 ms after the pointer leaves it, unless the pointer comes back (§9 menu hide)', async () => {
    const { ports } = await renderForPlayer();
    const toggle = screen.getByRole('button', { name: 'Profile' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = toggle.parentElement!;

    fireEvent.pointerLeave(menu);
    act(() => ports.clock.advance(300));
    fireEvent.pointerEnter(menu);
    act(() => ports.clock.advance(1_000));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(menu);
    act(() => ports.clock.advance(399));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => ports.clock.advance(1));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => ports.clock.advance(150));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('does not open the account menu on hover alone', async () => {
    const { ports } = await renderForPlayer();
    const toggle = screen.getByRole('button', { name: 'Profile' });
    fireEvent.pointerEnter(toggle.parentElement!);
    act(() => ports.clock.advance(1_000));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the account menu on Escape from one of its items, and gives focus back to the toggle', async () => {
    const { ports } = await renderForPlayer();
    const toggle = screen.getByRole('button', { name: 'Profile' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{Escape}');
    act(() => ports.clock.advance(1_000));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
