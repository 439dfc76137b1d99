import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContainer } from '../../../app/testing/testContainer.ts';
import { renderInShell } from '../../../app/testing/renderInShell.tsx';
import { instantGameWorld } from '../../testing/instantGameWorld.ts';
import { DICE_VM } from '../play/tokens.ts';
import DicePage from './DicePage.tsx';
import { DiceBoard } from './DiceBoard.ts';

afterEach(cleanup);

async function renderDice() {
  const world = instantGameWorld(() => new DiceBoard());
  const { container } = testContainer();
  container.bind(DICE_VM).toConstantValue(world.vm);
  const view = await renderInShell(<DicePage />, { container, path: '/en/games/dice' });
  await act(() => view.i18n.loadNamespaces(['games', 'fairness']));
  return world;
}

describe('DicePage', () => {
  it('announces the roll and the win or loss in a polite live region, and lists it in the last results', async () => {
    const { vm, api } = await renderDice();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Instant mode (no animation)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const region = screen.getByTestId('game-announcement');
    await waitFor(() => expect(region.textContent).toMatch(/^Roll \d+\.\d\d: /));
    const [bet] = api.bets;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain(
      bet && bet.payout.minor > 0 ? 'you won $' : 'no win, the $0.01 stake',
    );
    const link = screen.getByRole('link', { name: /Check this bet's fairness$/ });
    expect(link.getAttribute('href')).toContain('/en/fairness?');
    expect(vm.results.bets).toHaveLength(1);
  });

  it('shows the chance and the multiplier as text, and the rule of the roll', async () => {
    await renderDice();
    const facts = screen.getByTestId('dice-facts');
    expect(facts.textContent).toContain('49.50%');
    expect(facts.textContent).toContain('2.00×');
    expect(screen.getAllByText('You win when the roll is over 50.50').length).toBeGreaterThan(0);
  });

  it('turns hotkeys off from the settings, and the hotkeys help says so', async () => {
    const { vm } = await renderDice();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hotkeys' }));
    expect(vm.preferences.hotkeys).toBe(false);
    await userEvent.keyboard('s');
    expect(vm.board.direction).toBe('over');
    expect(screen.getByText(/Hotkeys are off/)).toBeTruthy();
  });
});
