import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../../components/games/GameCatalogueViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../../pages/games/GameListViewModel.ts';
import { GAME_LAUNCH_VM, GameLaunchViewModel } from '../../pages/games/GameLaunchViewModel.ts';
import { BET_PANEL_VM, BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { CASES_VM, CasesViewModel } from '../../pages/games/cases/CasesViewModel.ts';
import { ROOMS_VM, RoomsViewModel } from '../../pages/games/rooms/RoomsViewModel.ts';

/** The view models of the games pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  const content = { content: TOKENS.ContentApi };
  const session = { session: TOKENS.SessionStore };
  bind.viewModel(GAME_CATALOGUE_VM, content, (deps) => new GameCatalogueViewModel(deps.content));
  bind.viewModel(GAME_LIST_VM, content, (deps) => new GameListViewModel(deps.content));
  bind.viewModel(
    GAME_LAUNCH_VM,
    { ...content, ...session, modals: TOKENS.ModalStore },
    (deps) => new GameLaunchViewModel(deps),
  );
  bind.viewModel(BET_PANEL_VM, session, (deps) => new BetPanelViewModel(deps.session));
  bind.viewModel(
    CASES_VM,
    { ...session, modals: TOKENS.ModalStore },
    ({ session, modals }) => new CasesViewModel(session, modals),
  );
  bind.viewModel(ROOMS_VM, session, (deps) => new RoomsViewModel(deps.session));
});
