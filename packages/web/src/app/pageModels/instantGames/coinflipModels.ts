import { bindings } from '../../binding.ts';
import { COINFLIP_VM } from '../../../pages/games/play/tokens.ts';
import { CoinflipBoard } from '../../../pages/games/coinflip/CoinflipBoard.ts';
import { INSTANT_GAME, instantGame } from '../instantGame.ts';

export { needs } from '../instantGame.ts';

/** The coinflip page's view model, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    COINFLIP_VM,
    INSTANT_GAME,
    instantGame(() => new CoinflipBoard()),
  );
});
