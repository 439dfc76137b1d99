/** The colour of each symbol: what the game page draws while a symbol's own art (art/slotSymbols.ts) is loading. */
export const SYMBOL_COLOURS: Readonly<Record<string, string>> = {
  W: '#ffd54a',
  S: '#ff4fa3',
  B: '#e53935',
  C: '#8e24aa',
  D: '#1e88e5',
  A: '#43a047',
  K: '#fb8c00',
  Q: '#00acc1',
  J: '#6d4c41',
  T: '#546e7a',
};
