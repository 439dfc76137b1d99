import { ContainerModule } from 'inversify';
import type { ContentApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { ModalOpener, SessionView } from '../../pages/shared/pagePorts.ts';
import { GAME_CATALOGUE_VM, GameCatalogueViewModel } from '../../pages/games/GameCatalogueViewModel.ts';
import { GAME_LIST_VM, GameListViewModel } from '../../pages/games/GameListViewModel.ts';
import { GAME_LAUNCH_VM, GameLaunchViewModel } from '../../pages/games/GameLaunchViewModel.ts';
import { BET_PANEL_VM, BetPanelViewModel } from '../../pages/games/bet/BetPanelViewModel.ts';
import { CASES_VM, CasesViewModel } from '../../pages/games/cases/CasesViewModel.ts';
import { ROOMS_VM, RoomsViewModel } from '../../pages/games/rooms/RoomsViewModel.ts';

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
