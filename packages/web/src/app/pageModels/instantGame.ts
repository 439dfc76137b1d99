// What every instant game's view model is made of. Each game's page loads its own module of bindings
// (`instantGames/*Models.ts`, issue 35): a dice page does not load the roulette's and keno's boards.
import { AutoBet, type GamesApi } from '@casino/core';
import type { Resolved } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { AutoBetViewModel } from '../../pages/games/play/AutoBetViewModel.ts';
import { GamePreferences } from '../../pages/games/play/GamePreferences.ts';
import { InstantGameViewModel } from '../../pages/games/play/InstantGameViewModel.ts';
import { RecentResults } from '../../pages/games/play/RecentResults.ts';
import { WebAudioTones } from '../../pages/games/play/WebAudioTones.ts';
import type { GameBoard, RecentBets } from '../../pages/games/play/playPorts.ts';
import { PLAY_TOKENS, playUseCases } from '../playUseCasesModule.ts';
import { fairnessDialog } from './fairnessDialogModels.ts';

/** The player's last bets of a game from the bet history (GET /games/bets?game=). */
function recentBets(games: GamesApi): RecentBets {
  return {
    recent: async (game, limit) => {
      const page = await games.listBets({ game, limit });
      return page.ok ? { ok: true, value: page.value.bets } : page;
    },
  };
}

/** What an instant game page is made of, each named once. */
export const INSTANT_GAME = {
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  placeBet: PLAY_TOKENS.PlaceBet,
  clock: TOKENS.Clock,
  games: TOKENS.GamesApi,
  store: TOKENS.KeyValueStore,
};

/**
 * An instant game page: its board, the bet panel wired to PlaceBet, auto-bet, the remembered settings, the last
 * results and the tones. Everything is made per page mount; PlaceBet is the app's one instance.
 */
export function instantGame<B extends GameBoard>(makeBoard: (panel: BetPanelViewModel) => B) {
  return ({ session, modals, placeBet, clock, games, store }: Resolved<typeof INSTANT_GAME>) => {
    const panel = new BetPanelViewModel(session, { placer: placeBet, modals });
    const board = makeBoard(panel);
    return new InstantGameViewModel({
      board,
      panel,
      preferences: new GamePreferences(store),
      results: new RecentResults(recentBets(games), board.game),
      auto: new AutoBetViewModel(new AutoBet({ placeBet, clock })),
      tones: new WebAudioTones(() => (typeof window === 'undefined' ? null : window)),
      clock,
    });
  };
}

/** The play use cases these view models are made with, and the fairness dialog their pages open. */
export const needs = [playUseCases, fairnessDialog];
