import { AutoBet, type GamesApi } from '@casino/core';
import { bindings, type Resolved } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { AutoBetViewModel } from '../../pages/games/play/AutoBetViewModel.ts';
import { GamePreferences } from '../../pages/games/play/GamePreferences.ts';
import { InstantGameViewModel } from '../../pages/games/play/InstantGameViewModel.ts';
import { RecentResults } from '../../pages/games/play/RecentResults.ts';
import { WebAudioTones } from '../../pages/games/play/WebAudioTones.ts';
import type { GameBoard, RecentBets } from '../../pages/games/play/playPorts.ts';
import { COINFLIP_VM, DICE_VM, KENO_VM, ROULETTE_VM, WHEEL_VM } from '../../pages/games/play/tokens.ts';
import { DiceBoard } from '../../pages/games/dice/DiceBoard.ts';
import { CoinflipBoard } from '../../pages/games/coinflip/CoinflipBoard.ts';
import { RouletteBoard } from '../../pages/games/roulette/RouletteBoard.ts';
import { KenoBoard } from '../../pages/games/keno/KenoBoard.ts';
import { WheelBoard } from '../../pages/games/wheel/WheelBoard.ts';
import { PLAY_TOKENS, playUseCases } from '../playUseCasesModule.ts';

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
const INSTANT_GAME = {
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
function instantGame<B extends GameBoard>(makeBoard: (panel: BetPanelViewModel) => B) {
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

/** The play and money use cases these view models are made with. */
export const needs = [playUseCases];

/** The view models of the instant games' pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    DICE_VM,
    INSTANT_GAME,
    instantGame(() => new DiceBoard()),
  );
  bind.viewModel(
    COINFLIP_VM,
    INSTANT_GAME,
    instantGame(() => new CoinflipBoard()),
  );
  bind.viewModel(
    KENO_VM,
    INSTANT_GAME,
    instantGame(() => new KenoBoard(Math.random)),
  );
  bind.viewModel(
    WHEEL_VM,
    INSTANT_GAME,
    instantGame(() => new WheelBoard()),
  );
  bind.viewModel(
    ROULETTE_VM,
    INSTANT_GAME,
    instantGame((panel) => new RouletteBoard(() => panel.stake)),
  );
});
