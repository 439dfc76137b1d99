import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { TOURNAMENT_VM, TournamentViewModel } from '../../pages/tournaments/TournamentViewModel.ts';
import { TOURNAMENTS_VM, TournamentsViewModel } from '../../pages/tournaments/TournamentsViewModel.ts';

/** The view models of the tournaments pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  const content = { content: TOKENS.ContentApi };
  bind.viewModel(
    TOURNAMENTS_VM,
    { ...content, session: TOKENS.SessionStore },
    (deps) => new TournamentsViewModel(deps.content, deps.session),
  );
  bind.viewModel(
    TOURNAMENT_VM,
    { ...content, session: TOKENS.SessionStore },
    (deps) => new TournamentViewModel(deps.content, deps.session),
  );
});
