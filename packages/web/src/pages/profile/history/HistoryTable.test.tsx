import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { movementFactory } from '@casino/core/test/factories';
import { testContainer } from '../../../app/testing/testContainer.ts';
import { renderInShell } from '../../../app/testing/renderInShell.tsx';
import type { ProfileHistoryViewModel } from '../ProfileHistoryViewModel.ts';
import { HistoryTable } from './HistoryTable.tsx';

afterEach(cleanup);

async function table(rows: ProfileHistoryViewModel['rows'], path = '/en') {
  const vm = { rows, openProof: () => Promise.resolve() } as unknown as ProfileHistoryViewModel;
  const { container } = testContainer();
  const { i18n } = await renderInShell(<HistoryTable vm={vm} />, { container, path });
  await i18n.loadNamespaces(['money']);
}

describe('HistoryTable: a tournament prize (issue 34)', () => {
  it('names the tournament and the place that paid it, linking to the tournament', async () => {
    await table([
      movementFactory.build({
        kind: 'tournament_prize',
        tournament: { id: '7', place: 2, title: 'Dice Duel' },
      }),
      movementFactory.build(),
    ]);
    const link = await screen.findByRole('link', { name: 'Dice Duel, place 2' });
    expect(link.getAttribute('href')).toBe('/en/tournament/7');
    expect(screen.getAllByTestId('history-tournament')).toHaveLength(1);
  });

  it('names a tournament whose title is gone by its number, in the page’s language', async () => {
    await table(
      [movementFactory.build({ kind: 'tournament_prize', tournament: { id: '9', place: 1, title: null } })],
      '/',
    );
    const link = await screen.findByRole('link', { name: 'Турнир № 9, 1-е место' });
    expect(link.getAttribute('href')).toBe('/tournament/9');
  });
});
