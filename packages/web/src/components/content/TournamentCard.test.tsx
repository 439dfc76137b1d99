import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { tournamentFactory } from '../../testing/contentFactories.ts';
import { TournamentCard } from './TournamentCard.tsx';

afterEach(cleanup);

async function card(tournament = tournamentFactory.build(), path = '/en') {
  const { container } = testContainer();
  const { i18n } = await renderInShell(<TournamentCard tournament={tournament} />, { container, path });
  await i18n.loadNamespaces(['tournaments']);
  await screen.findByText(tournament.title);
}

describe('TournamentCard (issue 34)', () => {
  it('shows the player’s own place and points in the tournament, in the page’s number format', async () => {
    await card(tournamentFactory.build({ me: { place: 4, points: 12_500, prize: null } }));
    expect(screen.getByTestId('tournament-card-standing').textContent).toBe('Your place: 4, points: 12,500');
  });

  it('says it in the page’s language', async () => {
    await card(tournamentFactory.build({ me: { place: 2, points: 1_250, prize: null } }), '/');
    expect(screen.getByTestId('tournament-card-standing').textContent).toBe(
      `Ваше место: 2, очки: ${(1_250).toLocaleString('ru-RU')}`,
    );
  });

  it('shows no standing to a visitor or a player who has not scored', async () => {
    await card(tournamentFactory.build({ me: null }));
    expect(screen.queryByTestId('tournament-card-standing')).toBeNull();
  });
});
