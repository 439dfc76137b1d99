import { bindings } from '../../binding.ts';
import { KENO_VM } from '../../../pages/games/play/tokens.ts';
import { KenoBoard } from '../../../pages/games/keno/KenoBoard.ts';
import { INSTANT_GAME, instantGame } from '../instantGame.ts';

export { needs } from '../instantGame.ts';

/** The keno page's view model, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    KENO_VM,
    INSTANT_GAME,
    instantGame(() => new KenoBoard(Math.random)),
  );
});
