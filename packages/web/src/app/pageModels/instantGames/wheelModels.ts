import { bindings } from '../../binding.ts';
import { WHEEL_VM } from '../../../pages/games/play/tokens.ts';
import { WheelBoard } from '../../../pages/games/wheel/WheelBoard.ts';
import { INSTANT_GAME, instantGame } from '../instantGame.ts';

export { needs } from '../instantGame.ts';

/** The wheel page's view model, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    WHEEL_VM,
    INSTANT_GAME,
    instantGame(() => new WheelBoard()),
  );
});
