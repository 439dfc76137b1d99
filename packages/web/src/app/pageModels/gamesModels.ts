import { ROOM_COLOURS } from '@casino/core';
import { bindings, type Resolved } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../../components/games/GameCatalogueViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../../pages/games/GameListViewModel.ts';
import { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';
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
import { LIVE_TOKENS, liveUseCases } from '../liveUseCasesModule.ts';
import { PLAY_TOKENS, playUseCases } from '../playUseCasesModule.ts';
import { ROUND_TOKENS, roundUseCases } from '../roundUseCasesModule.ts';
import { fairnessDialog } from './fairnessDialogModels.ts';

/** What the live pages (crash, the rooms) are made of. */
const LIVE_GAME = {
  channel: TOKENS.LiveChannel,
  session: TOKENS.SessionStore,
  clock: TOKENS.Clock,
};

/** What a miner or hilo table is made of, each named once. */
const ROUND_TABLE = {
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  startRound: ROUND_TOKENS.StartRound,
  playRound: ROUND_TOKENS.PlayRound,
  resumeRound: ROUND_TOKENS.ResumeRound,
  network: TOKENS.NetworkStatus,
};

/** A round table's play: its own stake panel over the app's one instance of each round use case. */
function roundPlay(game: 'miner' | 'hilo', deps: Resolved<typeof ROUND_TABLE>): RoundPlay {
  return new RoundPlay(game, { ...deps, panel: new BetPanelViewModel(deps.session) });
}

/** The use cases these view models are made with, and the fairness dialog their pages open. */
export const needs = [playUseCases, roundUseCases, liveUseCases, fairnessDialog];

/**
 * The view models of the games pages but the instant games (`instantGames/*Models.ts`, so that a game's page does not
 * load every other page's), transient: each page mount gets its own and releases it on unmount. */
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
      launchGame: PLAY_TOKENS.LaunchGame,
      bridge: TOKENS.GameBridge,
      loadProfile: TOKENS.LoadProfile,
      navigation: TOKENS.Navigation,
      locale: TOKENS.LocaleStore,
    },
    (deps) => new GameLaunchViewModel(deps),
  );
  bind.viewModel(
    CRASH_VM,
    {
      ...LIVE_GAME,
      locale: TOKENS.LocaleStore,
      placeBet: LIVE_TOKENS.PlaceCrashBet,
      cashOut: LIVE_TOKENS.CashOutCrash,
    },
    (deps) => new CrashViewModel(deps),
  );
  for (const room of ROOM_COLOURS) {
    bind.viewModel(
      ROOM_VMS[room],
      { ...LIVE_GAME, join: LIVE_TOKENS.JoinRoom },
      (deps) => new RoomViewModel(room, deps),
    );
  }
  bind.viewModel(MINER_VM, ROUND_TABLE, (deps) => new MinerViewModel(roundPlay('miner', deps), Math.random));
  bind.viewModel(HILO_VM, ROUND_TABLE, (deps) => new HiloViewModel(roundPlay('hilo', deps)));
  bind.viewModel(
    CASES_VM,
    { ...session, modals: TOKENS.ModalStore, openCase: ROUND_TOKENS.OpenCase, clock: TOKENS.Clock },
    (deps) => new CasesViewModel(deps),
  );
  bind.viewModel(ROOMS_VM, session, (deps) => new RoomsViewModel(deps.session));
});
