/** The instant originals (issue 14), each on its own board: its page, and its view models (a module a game). */
export const INSTANT_GAMES = {
  coinflip: [
    () => import('../pages/games/coinflip/CoinflipPage.tsx'),
    () => import('./pageModels/instantGames/coinflipModels.ts'),
  ],
  dice: [
    () => import('../pages/games/dice/DicePage.tsx'),
    () => import('./pageModels/instantGames/diceModels.ts'),
  ],
  keno: [
    () => import('../pages/games/keno/KenoPage.tsx'),
    () => import('./pageModels/instantGames/kenoModels.ts'),
  ],
  roulette: [
    () => import('../pages/games/roulette/RoulettePage.tsx'),
    () => import('./pageModels/instantGames/rouletteModels.ts'),
  ],
  wheel: [
    () => import('../pages/games/wheel/WheelPage.tsx'),
    () => import('./pageModels/instantGames/wheelModels.ts'),
  ],
} as const;
