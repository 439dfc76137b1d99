import { token } from '../../../di/token.ts';
import type { CoinflipBoard } from '../coinflip/CoinflipBoard.ts';
import type { DiceBoard } from '../dice/DiceBoard.ts';
import type { KenoBoard } from '../keno/KenoBoard.ts';
import type { RouletteBoard } from '../roulette/RouletteBoard.ts';
import type { WheelBoard } from '../wheel/WheelBoard.ts';
import type { InstantGameViewModel } from './InstantGameViewModel.ts';

/** The view models of the five instant game pages, one per page mount. */
export const DICE_VM = token<InstantGameViewModel<DiceBoard>>('DiceViewModel');
export const COINFLIP_VM = token<InstantGameViewModel<CoinflipBoard>>('CoinflipViewModel');
export const ROULETTE_VM = token<InstantGameViewModel<RouletteBoard>>('RouletteViewModel');
export const KENO_VM = token<InstantGameViewModel<KenoBoard>>('KenoViewModel');
export const WHEEL_VM = token<InstantGameViewModel<WheelBoard>>('WheelViewModel');
