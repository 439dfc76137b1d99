import { ContainerModule } from 'inversify';
import type { ContentApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import { TOURNAMENTS_VM, TournamentsViewModel } from '../../pages/tournaments/TournamentsViewModel.ts';
import { TOURNAMENT_VM, TournamentViewModel } from '../../pages/tournaments/TournamentViewModel.ts';

/** The view models of the tournaments pages, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(TOURNAMENTS_VM)
    .toResolvedValue((content: ContentApi) => new TournamentsViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
  options
    .bind(TOURNAMENT_VM)
    .toResolvedValue((content: ContentApi) => new TournamentViewModel(content), [TYPES.ContentApi])
    .inTransientScope();
});
