import { bindings } from '../../binding.ts';
import { ROULETTE_VM } from '../../../pages/games/play/tokens.ts';
import { RouletteBoard } from '../../../pages/games/roulette/RouletteBoard.ts';
import { INSTANT_GAME, instantGame } from '../instantGame.ts';

export { needs } from '../instantGame.ts';

/** The roulette page's view model, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    ROULETTE_VM,
    INSTANT_GAME,
    instantGame((panel) => new RouletteBoard(() => panel.stake)),
  );
});
