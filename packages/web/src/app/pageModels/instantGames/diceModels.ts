import { bindings } from '../../binding.ts';
import { DICE_VM } from '../../../pages/games/play/tokens.ts';
import { DiceBoard } from '../../../pages/games/dice/DiceBoard.ts';
import { INSTANT_GAME, instantGame } from '../instantGame.ts';

export { needs } from '../instantGame.ts';

/** The dice page's view model, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    DICE_VM,
    INSTANT_GAME,
    instantGame(() => new DiceBoard()),
  );
});
