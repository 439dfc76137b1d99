import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { FAIRNESS_VM, FairnessViewModel } from '../../components/fairness/FairnessViewModel.ts';

/**
 * The fairness dialog's view model (the seeds, their rotation, the bets to verify), one per mount: needed by the
 * games' pages that show the fairness button, so it loads with their view models, not with every page's first load
 * (issue 35). One module for all of them: the container takes it once, whichever game page comes first.
 */
export const fairnessDialog = bindings((bind) => {
  bind.viewModel(
    FAIRNESS_VM,
    {
      loadSeeds: TOKENS.LoadSeeds,
      changeClientSeed: TOKENS.ChangeClientSeed,
      rotateSeeds: TOKENS.RotateSeeds,
      randomness: TOKENS.Randomness,
      session: TOKENS.SessionStore,
      notifier: TOKENS.Notifier,
      betHistory: TOKENS.GamesApi,
    },
    (deps) => new FairnessViewModel(deps),
  );
});
