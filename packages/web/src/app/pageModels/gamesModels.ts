import {
  AutoBet,
  CashOutCrash,
  JoinRoom,
  LaunchGame,
  PlaceCrashBet,
  ROOM_COLOURS,
  type GamesApi,
} from '@casino/core';
import { bindings, type Resolved } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../../components/games/GameCatalogueViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../../pages/games/GameListViewModel.ts';
import { PlayerGameLists } from '../../pages/games/PlayerGameLists.ts';
import { GAME_LAUNCH_VM, GameLaunchViewModel } from '../../pages/games/GameLaunchViewModel.ts';
import { BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { CASES_VM, CasesViewModel } from '../../pages/games/cases/CasesViewModel.ts';
import { HILO_VM, HiloViewModel } from '../../pages/games/hilo/HiloViewModel.ts';
import { MINER_VM, MinerViewModel } from '../../pages/games/miner/MinerViewModel.ts';
import { RoundPlay } from '../../pages/games/rounds/RoundPlay.ts';
import { ROOMS_VM, RoomsViewModel } from '../../pages/games/rooms/RoomsViewModel.ts';
import { RoomViewModel } from '../../pages/games/rooms/RoomViewModel.ts';
import { ROOM_VMS } from '../../pages/games/rooms/roomTokens.ts';
import { CRASH_VM, CrashViewModel } from '../../pages/games/crash/CrashViewModel.ts';
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

/** What an instant game page is made of, each named once. */
const INSTANT_GAME = {
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  placeBet: TOKENS.PlaceBet,
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

/** What the live pages (crash, the rooms) are made of; their use cases are made per mount, they hold no state. */
const LIVE_GAME = {
  channel: TOKENS.LiveChannel,
  session: TOKENS.SessionStore,
  clock: TOKENS.Clock,
  randomness: TOKENS.Randomness,
};

/** What a miner or hilo table is made of, each named once. */
const ROUND_TABLE = {
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  startRound: TOKENS.StartRound,
  playRound: TOKENS.PlayRound,
  resumeRound: TOKENS.ResumeRound,
  network: TOKENS.NetworkStatus,
};

/** A round table's play: its own stake panel over the app's one instance of each round use case. */
function roundPlay(game: 'miner' | 'hilo', deps: Resolved<typeof ROUND_TABLE>): RoundPlay {
  return new RoundPlay(game, { ...deps, panel: new BetPanelViewModel(deps.session) });
}

/** The view models of the games pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  const content = { content: TOKENS.ContentApi };
  const session = { session: TOKENS.SessionStore };
  bind.viewModel(GAME_CATALOGUE_VM, content, (deps) => new GameCatalogueViewModel(deps.content));
  bind.viewModel(
    GAME_LIST_VM,
    {
      ...content,
      ...session,
      launchApi: TOKENS.GameLaunchApi,
      freeSpinsApi: TOKENS.FreeSpinsApi,
      clock: TOKENS.Clock,
    },
    ({ content, launchApi, ...deps }) =>
      new GameListViewModel(content, new PlayerGameLists({ api: launchApi, ...deps })),
  );
  bind.viewModel(
    GAME_LAUNCH_VM,
    {
      ...content,
      ...session,
      modals: TOKENS.ModalStore,
      launchApi: TOKENS.GameLaunchApi,
      bridge: TOKENS.GameBridge,
      loadProfile: TOKENS.LoadProfile,
      navigation: TOKENS.Navigation,
      locale: TOKENS.LocaleStore,
    },
    ({ launchApi, ...deps }) =>
      new GameLaunchViewModel({
        ...deps,
        launchGame: new LaunchGame({ api: launchApi, session: deps.session }),
      }),
  );
  bind.viewModel(CRASH_VM, LIVE_GAME, (deps) => {
    return new CrashViewModel({
      ...deps,
      placeBet: new PlaceCrashBet(deps),
      cashOut: new CashOutCrash(deps),
    });
  });
  for (const room of ROOM_COLOURS) {
    bind.viewModel(
      ROOM_VMS[room],
      LIVE_GAME,
      (deps) => new RoomViewModel(room, { ...deps, join: new JoinRoom(deps) }),
    );
  }
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
  bind.viewModel(MINER_VM, ROUND_TABLE, (deps) => new MinerViewModel(roundPlay('miner', deps), Math.random));
  bind.viewModel(HILO_VM, ROUND_TABLE, (deps) => new HiloViewModel(roundPlay('hilo', deps)));
  bind.viewModel(
    CASES_VM,
    { ...session, modals: TOKENS.ModalStore, openCase: TOKENS.OpenCase, clock: TOKENS.Clock },
    (deps) => new CasesViewModel(deps),
  );
  bind.viewModel(ROOMS_VM, session, (deps) => new RoomsViewModel(deps.session));
});
