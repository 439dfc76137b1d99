/** The view models of the five instant game pages, one per page mount. */
export const DICE_VM = Symbol.for('DiceVm');
export const COINFLIP_VM = Symbol.for('CoinflipVm');
export const ROULETTE_VM = Symbol.for('RouletteVm');
export const KENO_VM = Symbol.for('KenoVm');
export const WHEEL_VM = Symbol.for('WheelVm');
