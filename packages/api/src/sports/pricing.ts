import { SPORT_RULES, type SportId } from './catalogue.ts';

/**
 * The sportsbook's prices (issue 20, docs/contract.md "Sportsbook"): every market's probabilities are computed from
 * the event's state (score, clock, the sides' strengths) and turned into decimal odds, in integer hundredths, with a
 * margin. A selection whose odds would fall under 1.02 or go past 101.00 (its outcome all but decided either way) is not
 * offered: real live lines stop there (issue 33: a line priced 1,000.00 was seen).
 */
export const MARGIN = 1.06;
export const MIN_OFFERED_ODDS = 102;
export const MAX_ODDS = 10_100;

export type MarketKey = '1x2' | 'dc' | 'total' | 'handicap' | 'btts' | 'winner';

export const MARKET_OUTCOMES: Readonly<Record<MarketKey, readonly string[]>> = {
  '1x2': ['home', 'draw', 'away'],
  dc: ['1x', '12', 'x2'],
  total: ['over', 'under'],
  handicap: ['home', 'away'],
  btts: ['yes', 'no'],
  winner: ['home', 'away'],
};

export const MARKETS_OF: Readonly<Record<SportId, readonly MarketKey[]>> = {
  football: ['1x2', 'dc', 'total', 'handicap', 'btts'],
  hockey: ['winner', 'total', 'handicap'],
  basketball: ['winner', 'total', 'handicap'],
  tennis: ['winner', 'total', 'handicap'],
  esports: ['winner', 'total', 'handicap'],
};

/** The state prices are computed from. Lines are in tenths (25 is 2.5; a handicap is the home side's, −15 is −1.5). */
export interface PricedState {
  readonly sport: SportId;
  /** Share of regular time played, 0 to 1 (sets sports: unused, the sets won tell the state). */
  readonly progress: number;
  readonly scoreHome: number;
  readonly scoreAway: number;
  readonly ratingHome: number;
  readonly ratingAway: number;
  readonly totalLine: number;
  readonly handicapLine: number;
}

export type Probabilities = Readonly<Record<string, number>>;

/** Poisson probabilities P(0..n) with n far enough into the tail that the rest is below 1e-12. */
function poisson(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < 2_000; k += 1) {
    if (k > 0) p = (p * mean) / k;
    out.push(p);
    sum += p;
    if (k > mean && 1 - sum < 1e-12) break;
  }
  return out;
}

/** Each side's expected goals or points over the rest of regular time. */
export function remainingMeans(state: PricedState): { home: number; away: number } {
  const rules = SPORT_RULES[state.sport];
  const left = Math.max(0, 1 - state.progress);
  return {
    home: rules.meanPerSide * state.ratingHome * left,
    away: rules.meanPerSide * state.ratingAway * left,
  };
}

/** The probability that the home side wins one set (sets sports). */
export const setShare = (state: Pick<PricedState, 'ratingHome' | 'ratingAway'>): number =>
  state.ratingHome / (state.ratingHome + state.ratingAway);

function clockProbabilities(state: PricedState): Record<MarketKey, Probabilities> {
  const means = remainingMeans(state);
  const home = poisson(means.home);
  const away = poisson(means.away);
  const lead = state.scoreHome - state.scoreAway;
  // Final goal difference d (home − away) = lead + X − Y; and the extra total X + Y.
  let pHome = 0;
  let pDraw = 0;
  let pCover = 0;
  const handicap = state.handicapLine / 10;
  for (let x = 0; x < home.length; x += 1) {
    const px = home[x] ?? 0;
    for (let y = 0; y < away.length; y += 1) {
      const p = px * (away[y] ?? 0);
      const diff = lead + x - y;
      if (diff > 0) pHome += p;
      else if (diff === 0) pDraw += p;
      if (diff + handicap > 0) pCover += p;
    }
  }
  const pAway = Math.max(0, 1 - pHome - pDraw);
  const extraTotal = poisson(means.home + means.away);
  const needed = state.totalLine / 10 - (state.scoreHome + state.scoreAway);
  let pUnder = 0;
  for (let k = 0; k < extraTotal.length && k < needed; k += 1) pUnder += extraTotal[k] ?? 0;
  const scoredHome = state.scoreHome > 0 ? 1 : 1 - Math.exp(-means.home);
  const scoredAway = state.scoreAway > 0 ? 1 : 1 - Math.exp(-means.away);
  const share = state.ratingHome / (state.ratingHome + state.ratingAway);
  const overtime = SPORT_RULES[state.sport].overtime;
  const winHome = overtime ? pHome + pDraw * share : pHome;
  return {
    '1x2': { home: pHome, draw: pDraw, away: pAway },
    dc: { '1x': pHome + pDraw, '12': pHome + pAway, x2: pDraw + pAway },
    total: { over: 1 - pUnder, under: pUnder },
    handicap: { home: pCover, away: 1 - pCover },
    btts: { yes: scoredHome * scoredAway, no: 1 - scoredHome * scoredAway },
    winner: { home: winHome, away: 1 - winHome },
  };
}

function setProbabilities(state: PricedState): Record<MarketKey, Probabilities> {
  const q = setShare(state);
  const h = state.scoreHome;
  const a = state.scoreAway;
  // Best of three: the home side's chance to win the match, to win 2–0, and to lose 0–2, from the sets won so far.
  const winFrom = (hs: number, as: number): number =>
    hs >= 2 ? 1 : as >= 2 ? 0 : q * winFrom(hs + 1, as) + (1 - q) * winFrom(hs, as + 1);
  const pWin = winFrom(h, a);
  const homeTwoNil = a > 0 ? 0 : h === 2 ? 1 : h === 1 ? q : q * q;
  const awayTwoNil = h > 0 ? 0 : a === 2 ? 1 : a === 1 ? 1 - q : (1 - q) * (1 - q);
  // Three sets are played unless one side wins the first two.
  const pThree = 1 - homeTwoNil - awayTwoNil;
  const over = state.totalLine / 10 < 3 ? pThree : 0;
  // Home −1.5 wins 2–0; home +1.5 avoids losing 0–2.
  const cover = state.handicapLine < 0 ? homeTwoNil : 1 - awayTwoNil;
  const none = { home: 0, draw: 0, away: 0 };
  return {
    '1x2': none,
    dc: none,
    total: { over, under: 1 - over },
    handicap: { home: cover, away: 1 - cover },
    btts: { yes: 0, no: 0 },
    winner: { home: pWin, away: 1 - pWin },
  };
}

/** Every market's outcome probabilities for the state. */
export function probabilities(state: PricedState): Record<MarketKey, Probabilities> {
  return SPORT_RULES[state.sport].model === 'sets' ? setProbabilities(state) : clockProbabilities(state);
}

/** Decimal odds in hundredths for a probability, with the margin; null when the outcome is all but decided. */
export function oddsOf(probability: number): number | null {
  if (!(probability > 0)) return null;
  const odds = Math.floor(100 / (probability * MARGIN));
  if (odds < MIN_OFFERED_ODDS || odds > MAX_ODDS) return null;
  return odds;
}

/** The lines an event is opened with: the total and the home handicap nearest the expected figures, at half points. */
export function openingLines(
  sport: SportId,
  ratingHome: number,
  ratingAway: number,
): { totalLine: number; handicapLine: number } {
  const rules = SPORT_RULES[sport];
  if (rules.model === 'sets') return { totalLine: 25, handicapLine: ratingHome >= ratingAway ? -15 : 15 };
  const total = rules.meanPerSide * (ratingHome + ratingAway);
  const diff = rules.meanPerSide * (ratingHome - ratingAway);
  return { totalLine: Math.floor(total) * 10 + 5, handicapLine: -(Math.floor(diff) * 10 + 5) };
}

/** A finished event's score, and who won overtime when regular time ended level in a sport that plays it. */
export interface FinalScore {
  readonly home: number;
  readonly away: number;
  readonly overtime: 'home' | 'away' | null;
}

/**
 * Whether an outcome won, from the final score. Totals and handicaps are settled on regular time; the winner market
 * includes overtime.
 */
export function outcomeWon(
  market: MarketKey,
  outcome: string,
  score: FinalScore,
  lines: { readonly totalLine: number; readonly handicapLine: number },
): boolean {
  const { home, away } = score;
  switch (market) {
    case '1x2':
      return outcome === (home > away ? 'home' : home === away ? 'draw' : 'away');
    case 'dc':
      return outcome === '1x' ? home >= away : outcome === '12' ? home !== away : home <= away;
    case 'total':
      return home + away > lines.totalLine / 10 === (outcome === 'over');
    case 'handicap':
      return home - away + lines.handicapLine / 10 > 0 === (outcome === 'home');
    case 'btts':
      return (home > 0 && away > 0) === (outcome === 'yes');
    case 'winner':
      return outcome === (home > away ? 'home' : home < away ? 'away' : score.overtime);
  }
}
