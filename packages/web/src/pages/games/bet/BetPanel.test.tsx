import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rub, userFactory } from '@casino/core/test/factories';
import { testContainer } from '../../../app/testing/testContainer.ts';
import { renderInShell } from '../../../app/testing/renderInShell.tsx';
import { FakeSession } from '../../../testing/fakeStores.ts';
import { BetPanel } from './BetPanel.tsx';
import { BetPanelViewModel } from './BetPanelViewModel.ts';

afterEach(cleanup);

async function renderPanel(session = new FakeSession()) {
  const { container, ports } = testContainer();
  const panel = new BetPanelViewModel(session);
  panel.chooseGame('dice');
  const view = await renderInShell(<BetPanel panel={panel} />, { container });
  await act(() => view.i18n.loadNamespaces(['games']));
  return { clock: ports.clock, panel };
}

describe('BetPanel tooltips (§9)', () => {
  it('shows the names of the ½ and ×2 buttons in gray tooltips 200 ms after hover, read once by a screen reader', async () => {
    const { clock } = await renderPanel();
    const halve = screen.getByRole('button', { name: 'Halve the stake' });
    expect(screen.getByRole('button', { name: 'Double the stake' })).toBeTruthy();
    const tip = halve.parentElement!.querySelector<HTMLElement>('[role=tooltip]')!;
    expect(tip.className).toContain('tooltip--gray-tooltip');
    expect(tip.getAttribute('aria-hidden')).toBe('true');
    expect(halve.hasAttribute('aria-describedby')).toBe(false);
    expect(tip.hidden).toBe(true);

    fireEvent.pointerEnter(halve.parentElement!);
    act(() => clock.advance(199));
    expect(tip.hidden).toBe(true);
    act(() => clock.advance(1));
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toBe('Halve the stake');
  });

  it('tells a visitor on the bet button to sign up, in the register-or-deposit theme', async () => {
    await renderPanel();
    const place = screen.getByRole('button', { name: 'Place bet' });
    const tip = document.getElementById(place.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Sign up or log in to play for real money.');
    expect(tip?.className).toContain('tooltip--regdep-tooltip');
  });

  it('tells a player with an empty balance to top up', async () => {
    await renderPanel(new FakeSession(userFactory.build({ balance: rub(0) })));
    const place = screen.getByRole('button', { name: 'Place bet' });
    const tip = document.getElementById(place.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe('Top up your balance to play for real money.');
  });

  it('gives a player with money no such tooltip', async () => {
    await renderPanel(new FakeSession(userFactory.build({ balance: rub(50) })));
    expect(screen.getByRole('button', { name: 'Place bet' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the tooltip to a keyboard player on focus and hides it on Escape, without touching the stake', async () => {
    const { clock, panel } = await renderPanel();
    // The stake, Min, then ½.
    for (let step = 0; step < 3; step += 1) await userEvent.tab();
    const halve = screen.getByRole('button', { name: 'Halve the stake' });
    expect(document.activeElement).toBe(halve);
    const tip = halve.parentElement!.querySelector<HTMLElement>('[role=tooltip]')!;
    act(() => clock.advance(200));
    expect(tip.hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tip.className).toContain('tooltip--leaving');
    act(() => clock.advance(150));
    expect(tip.hidden).toBe(true);
    expect(panel.stakeInput).toBe('1');
  });

  it('hides a tooltip shown by hover on Escape, wherever focus is', async () => {
    const { clock } = await renderPanel();
    const halve = screen.getByRole('button', { name: 'Halve the stake' });
    const tip = halve.parentElement!.querySelector<HTMLElement>('[role=tooltip]')!;
    fireEvent.pointerEnter(halve.parentElement!);
    act(() => clock.advance(200));
    expect(tip.hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    act(() => clock.advance(150));
    expect(tip.hidden).toBe(true);
  });

  it('keeps the bet button, and focus on it, when the hint goes away as the player logs in', async () => {
    const session = new FakeSession();
    await renderPanel(session);
    const place = screen.getByRole('button', { name: 'Place bet' });
    place.focus();
    act(() => session.setUser(userFactory.build({ balance: rub(50) })));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBe(place);
    expect(document.activeElement).toBe(place);
    expect(place.hasAttribute('aria-describedby')).toBe(false);
  });
});
