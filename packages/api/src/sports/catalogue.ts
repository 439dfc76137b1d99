/**
 * The sportsbook's line (issue 20): five sports and how each is scored; their leagues, teams and players are in
 * leagues.ts.
 */
export const SPORTS = ['football', 'tennis', 'basketball', 'hockey', 'esports'] as const;
export type SportId = (typeof SPORTS)[number];

/** How a sport scores: goals or points through a clock (Poisson), or sets (best of three). */
export type ScoringModel = 'goals' | 'points' | 'sets';

export interface SportRules {
  readonly model: ScoringModel;
  /** Goals or points each side scores over a whole match, on average, before strength is applied. */
  readonly meanPerSide: number;
  /** How many periods the clock is cut into (halves, quarters, thirds); sets sports play up to three sets. */
  readonly periods: number;
  /** Whether a level score after regular time goes to overtime (the winner market then has two outcomes). */
  readonly overtime: boolean;
  /** The range a side's strength is drawn from (a multiple of `meanPerSide`): as far apart as real sides are. */
  readonly strength: { readonly min: number; readonly max: number };
  /** The home side's strength is multiplied by this. */
  readonly homeAdvantage: number;
  /** A side's score never goes past this in regular time (clock sports): what real matches stay within. */
  readonly maxScore: number;
}

/** Tennis and e-sports play the same way here: the first side to win two sets (maps) wins, no draw. */
const BEST_OF_THREE_SETS: SportRules = {
  model: 'sets',
  meanPerSide: 0,
  periods: 3,
  overtime: false,
  strength: { min: 0.7, max: 1.4 },
  homeAdvantage: 1,
  maxScore: 2,
};

export const SPORT_RULES: Readonly<Record<SportId, SportRules>> = {
  football: {
    model: 'goals',
    meanPerSide: 1.35,
    periods: 2,
    overtime: false,
    strength: { min: 0.7, max: 1.4 },
    homeAdvantage: 1.1,
    maxScore: 10,
  },
  hockey: {
    model: 'goals',
    meanPerSide: 2.9,
    periods: 3,
    overtime: true,
    strength: { min: 0.75, max: 1.3 },
    homeAdvantage: 1.05,
    maxScore: 12,
  },
  // 40 minutes as FIBA plays it: sides score 65 to 100 on average, a blow-out stays under 135.
  basketball: {
    model: 'points',
    meanPerSide: 80,
    periods: 4,
    overtime: true,
    strength: { min: 0.85, max: 1.2 },
    homeAdvantage: 1.03,
    maxScore: 135,
  },
  tennis: BEST_OF_THREE_SETS,
  esports: BEST_OF_THREE_SETS,
};
