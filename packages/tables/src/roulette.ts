/** European roulette (docs/fairness.md, "Roulette"): 37 pockets, 0 and 1..36, the red numbers and the chips' kinds. */
export const ROULETTE_POCKETS = 37;

export const ROULETTE_RED_NUMBERS = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
] as const;

/** Every kind of chip the layout takes, as the contract names it (docs/fairness.md lists the pockets of each). */
export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
