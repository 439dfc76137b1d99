import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { usd } from '@casino/core/test/factories';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { WinTier, WinTierRule } from './WinTier.tsx';

afterEach(cleanup);

async function render(stake: number, payout: number, path = '/en') {
  const { container } = testContainer();
  const view = await renderInShell(
    <>
      <WinTier stake={usd(stake)} payout={usd(payout)} />
      <WinTierRule />
    </>,
    { container, path },
  );
  await act(() => view.i18n.loadNamespaces(['games']));
}

describe('WinTier', () => {
  it('says nothing more of an ordinary win or a loss', async () => {
    await render(1, 9.99);
    expect(screen.queryByTestId('win-tier')).toBeNull();
    cleanup();
    await render(1, 0);
    expect(screen.queryByTestId('win-tier')).toBeNull();
  });

  it('shows a big win from 10 times the stake and a huge win from 50 times, with the multiple', async () => {
    await render(0.1, 1.25);
    expect(screen.getByTestId('win-tier').dataset.tier).toBe('big');
    expect(screen.getByTestId('win-tier').textContent).toBe('Big win · 12.50×');
    cleanup();
    await render(0.01, 0.99);
    expect(screen.getByTestId('win-tier').textContent).toBe('Huge win · 99.00×');
  });

  it('publishes the thresholds in the player’s language', async () => {
    await render(1, 0, '/ru');
    expect(document.body.textContent).toContain('от 10,00× ставки показывается как крупный, от 50,00×');
  });
});
