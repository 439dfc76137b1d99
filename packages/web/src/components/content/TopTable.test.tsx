import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { topEntryFactory } from '../../testing/contentFactories.ts';
import { TopTable } from './TopTable.tsx';

afterEach(cleanup);

describe('TopTable', () => {
  it('names a player who hides their statistics "Hidden", and the player’s own row as hidden from others (issue 34)', async () => {
    const entries = [
      topEntryFactory.build({ place: 1, name: null, hidden: true }),
      topEntryFactory.build({ place: 2, name: 'ri***', hidden: true }),
      topEntryFactory.build({ place: 3, name: 'qx***', hidden: false }),
    ];
    const { container } = testContainer();
    const { i18n } = await renderInShell(<TopTable entries={entries} />, { container });
    await i18n.loadNamespaces(['top']);
    await screen.findByText('qx***');
    const names = [...document.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[1]?.textContent,
    );
    expect(names).toEqual(['Hidden', 'ri*** (hidden from others)', 'qx***']);
  });

  it('says it in the page’s language', async () => {
    const { container } = testContainer();
    const { i18n } = await renderInShell(
      <TopTable entries={[topEntryFactory.build({ name: null, hidden: true })]} />,
      { container, path: '/' },
    );
    await i18n.loadNamespaces(['top']);
    expect(await screen.findByText('Скрыт')).toBeTruthy();
  });
});
