import type { SlotMaths } from './slotMaths.ts';

/**
 * The provider's three slot maths, as published in docs/fairness.md ("Slots"): W wild, S scatter, B C D high symbols,
 * A K Q J T low ones; one scatter a strip.
 */
export const LOW_VOLATILITY_SLOT: SlotMaths = {
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
};

export const MEDIUM_VOLATILITY_SLOT: SlotMaths = {
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
};

export const HIGH_VOLATILITY_SLOT: SlotMaths = {
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
};

export const SLOT_MATHS: readonly SlotMaths[] = [
  LOW_VOLATILITY_SLOT,
  MEDIUM_VOLATILITY_SLOT,
  HIGH_VOLATILITY_SLOT,
];
