import { ContainerModule, type ResolutionContext } from 'inversify';
import {
  AutoBet,
  type Clock,
  type ContentApi,
  type GamesApi,
  type KeyValueStore,
  type PlaceBet,
} from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { ModalOpener, SessionView } from '../../pages/shared/pagePorts.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../../pages/games/GameCatalogueViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../../pages/games/GameListViewModel.ts';
import { GAME_LAUNCH_VM, GameLaunchViewModel } from '../../pages/games/GameLaunchViewModel.ts';
import { BET_PANEL_VM, BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { CASES_VM, CasesViewModel } from '../../pages/games/cases/CasesViewModel.ts';
import { ROOMS_VM, RoomsViewModel } from '../../pages/games/rooms/RoomsViewModel.ts';
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

/** The player's last bets of a game from the bet history (GET /games/bets?game=). */
function recentBets(games: GamesApi): RecentBets {
  return {
    recent: async (game, limit) => {
      const page = await games.listBets({ game, limit });
      return page.ok ? { ok: true, value: page.value.bets } : page;
    },
  };
}

/**
 * An instant game page: its board, the bet panel wired to PlaceBet, auto-bet, the remembered settings, the last
 * results and the tones. Everything is made per page mount; PlaceBet is the app's one instance.
 */
function instantGame<B extends GameBoard>(makeBoard: (panel: BetPanelViewModel) => B) {
  return (context: ResolutionContext) => {
    const session = context.get<SessionView>(TYPES.SessionStore);
    const modals = context.get<ModalOpener>(TYPES.ModalStore);
    const placeBet = context.get<PlaceBet>(TYPES.PlaceBet);
    const clock = context.get<Clock>(TYPES.Clock);
    const games = context.get<GamesApi>(TYPES.GamesApi);
    const panel = new BetPanelViewModel(session, { placer: placeBet, modals });
    const board = makeBoard(panel);
    return new InstantGameViewModel({
      board,
      panel,
      preferences: new GamePreferences(context.get<KeyValueStore>(TYPES.KeyValueStore)),
      results: new RecentResults(recentBets(games), board.game),
      auto: new AutoBetViewModel(new AutoBet({ placeBet, clock })),
      tones: new WebAudioTones(() => (typeof window === 'undefined' ? null : window)),
      clock,
    });
  };
}

/** The view models of the games pages, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(GAME_CATALOGUE_VM)
    .toResolvedValue((content: ContentApi) => new GameCatalogueViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(GAME_LIST_VM)
    .toResolvedValue((content: ContentApi) => new GameListViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(GAME_LAUNCH_VM)
    .toResolvedValue(
      (content: ContentApi, session: SessionView, modals: ModalOpener) =>
        new GameLaunchViewModel({ content, session, modals }),
      [TYPES.ContentApi, TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(BET_PANEL_VM)
    .toResolvedValue((session: SessionView) => new BetPanelViewModel(session), [TYPES.SessionStore])
    .inTransientScope();
  options
    .bind(DICE_VM)
    .toDynamicValue(instantGame(() => new DiceBoard()))
    .inTransientScope();
  options
    .bind(COINFLIP_VM)
    .toDynamicValue(instantGame(() => new CoinflipBoard()))
    .inTransientScope();
  options
    .bind(KENO_VM)
    .toDynamicValue(instantGame(() => new KenoBoard(Math.random)))
    .inTransientScope();
  options
    .bind(WHEEL_VM)
    .toDynamicValue(instantGame(() => new WheelBoard()))
    .inTransientScope();
  options
    .bind(ROULETTE_VM)
    .toDynamicValue(instantGame((panel) => new RouletteBoard(() => panel.stake)))
    .inTransientScope();
  options
    .bind(CASES_VM)
    .toResolvedValue(
      (session: SessionView, modals: ModalOpener) => new CasesViewModel(session, modals),
      [TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
  options
    .bind(ROOMS_VM)
    .toResolvedValue((session: SessionView) => new RoomsViewModel(session), [TYPES.SessionStore])
    .inTransientScope();
});
