/**
 * The three slot maths of the provider's games (docs/fairness.md, "Slots"): reel strips (one character a stop, stop 0
 * first), line pays for 3, 4 and 5 in a row in line bets, scatter pays for 3, 4 and 5 in stakes, the free spins and
 * their multiplier, and the published return. Codes: W wild, S scatter, B C D the high symbols, A K Q J T the low
 * ones. Each strip holds one scatter, so a reel never shows two.
 */

/** Row (0 top … 2 bottom) of each reel, left to right, for each of the ten lines; the same in every slot. */
export const SLOT_PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
] as const;

export const LOW_VOLATILITY_SLOT = {
  id: 'fruits',
  volatility: 'low',
  strips: [
    'WKKSCAJAAQQCKJWBJAJJAQCQWKQJBK',
    'WBWQABSKJKAJQCAKJKCQJCQJWAJAKQ',
    'ABWCKCAAASQJKQKKWBQWJQJCAKQJJJ',
    'QAJCKJBQQJAKSAKWWJQQBCJAKCWKAJ',
    'QBJCKKKAJCQKAJASJCWQQQBWAKAJWJ',
  ],
  linePays: {
    J: [4, 10, 25],
    Q: [4, 10, 30],
    K: [5, 12, 40],
    A: [6, 15, 60],
    C: [8, 25, 100],
    B: [12, 40, 150],
    W: [15, 60, 300],
  },
  scatterPays: [2, 5, 20],
  freeSpins: 8,
  freeSpinMultiplier: 1,
  rtp: '96.5076',
} as const;

export const MEDIUM_VOLATILITY_SLOT = {
  id: 'gems',
  volatility: 'medium',
  strips: [
    'AJQSJCDKQJTWCBCQTKKTADTAJBQATDQJWK',
    'QCBCJASTDWQBCAQTKJKAJTJKDTKQJAQDWT',
    'TJQACJTDJSTBQAQQJDCJCWKADKKBTQATWK',
    'TQQCTAJDKQBKSDCAQKJAJTTADQJKJWBCWT',
    'QTWQJJJQCQDTTTBSKAJKKQCDJDAATCKBWA',
  ],
  linePays: {
    T: [6, 15, 50],
    J: [6, 15, 50],
    Q: [8, 20, 80],
    K: [10, 25, 100],
    A: [15, 40, 150],
    D: [20, 70, 250],
    C: [25, 100, 500],
    B: [40, 200, 1250],
    W: [70, 400, 2500],
  },
  scatterPays: [2, 10, 50],
  freeSpins: 10,
  freeSpinMultiplier: 2,
  rtp: '94.2043',
} as const;

export const HIGH_VOLATILITY_SLOT = {
  id: 'pharaoh',
  volatility: 'high',
  strips: [
    'TDCSQJDJAKQKKDCBTAAQQAATJJJTKJTKWQT',
    'BCADCDSAJAJQTATKJJAKQQKTTTKQJJQTWKD',
    'BCQTDQATCSTJQAATJKJQDAKKTTDJKQJJWKA',
    'TKBACAKTDCJDSJQJTTTQJAJJKQDTQKAAWKQ',
    'QABAAATKKJTQAJDSQKJKDDJKTQCTQJTJWCT',
  ],
  linePays: {
    T: [8, 20, 75],
    J: [8, 20, 75],
    Q: [10, 30, 120],
    K: [15, 40, 150],
    A: [20, 60, 250],
    D: [40, 150, 750],
    C: [75, 400, 3000],
    B: [150, 1000, 10000],
    W: [200, 2000, 20000],
  },
  scatterPays: [5, 20, 100],
  freeSpins: 12,
  freeSpinMultiplier: 3,
  rtp: '95.5081',
} as const;

export const SLOT_MODELS = [LOW_VOLATILITY_SLOT, MEDIUM_VOLATILITY_SLOT, HIGH_VOLATILITY_SLOT] as const;
