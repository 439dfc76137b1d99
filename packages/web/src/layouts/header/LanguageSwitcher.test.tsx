import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

afterEach(cleanup);

describe('LanguageSwitcher', () => {
  it('keeps the player on the same page, query and hash when the language changes', async () => {
    const { container } = testContainer();
    const { router } = await renderInShell(<LanguageSwitcher />, {
      container,
      path: '/en/games/dice?bet=5#history',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'br');
    await waitFor(() => expect(router.state.location.pathname).toBe('/br/games/dice'));
    expect(router.state.location.search).toBe('?bet=5');
    expect(router.state.location.hash).toBe('#history');
  });

  it('drops the prefix for Russian, which is served without one', async () => {
    const { container } = testContainer();
    const { router } = await renderInShell(<LanguageSwitcher />, { container, path: '/kz/faq' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Тіл' }), 'ru');
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });
});
