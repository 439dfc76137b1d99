/**
 * The sportsbook's line (issue 20): five sports, their leagues (with the country as an ISO code, null for
 * international competitions, so the page names it in the reader's language) and the teams or players the simulator
 * draws its events from. Names of teams, players and leagues are proper names and are not translated.
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
}

export const SPORT_RULES: Readonly<Record<SportId, SportRules>> = {
  football: { model: 'goals', meanPerSide: 1.35, periods: 2, overtime: false },
  hockey: { model: 'goals', meanPerSide: 2.9, periods: 3, overtime: true },
  basketball: { model: 'points', meanPerSide: 104, periods: 4, overtime: true },
  tennis: { model: 'sets', meanPerSide: 0, periods: 3, overtime: false },
  esports: { model: 'sets', meanPerSide: 0, periods: 3, overtime: false },
};

export interface League {
  readonly id: string;
  readonly sport: SportId;
  /** ISO 3166 region code, or null for an international competition. */
  readonly country: string | null;
  readonly name: string;
  readonly teams: readonly string[];
}

export const LEAGUES: readonly League[] = [
  {
    id: 'football-eng',
    sport: 'football',
    country: 'GB',
    name: 'Premier League',
    teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Fulham', 'Brentford', 'Burnley', 'Newcastle'],
  },
  {
    id: 'football-esp',
    sport: 'football',
    country: 'ES',
    name: 'La Liga',
    teams: ['Sevilla', 'Valencia', 'Getafe', 'Osasuna', 'Celta', 'Girona', 'Mallorca', 'Betis'],
  },
  {
    id: 'football-bra',
    sport: 'football',
    country: 'BR',
    name: 'Série A',
    teams: ['Flamengo', 'Palmeiras', 'Santos', 'Grêmio', 'Bahia', 'Cruzeiro', 'Fortaleza', 'Vasco'],
  },
  {
    id: 'football-kaz',
    sport: 'football',
    country: 'KZ',
    name: 'Premier League',
    teams: ['Astana', 'Kairat', 'Tobol', 'Aktobe', 'Ordabasy', 'Shakhter', 'Atyrau', 'Zhetysu'],
  },
  {
    id: 'tennis-atp',
    sport: 'tennis',
    country: null,
    name: 'ATP Tour',
    teams: [
      'A. Rublev',
      'K. Khachanov',
      'A. Bublik',
      'J. Sinner',
      'C. Ruud',
      'T. Fritz',
      'H. Hurkacz',
      'J. Fonseca',
    ],
  },
  {
    id: 'tennis-wta',
    sport: 'tennis',
    country: null,
    name: 'WTA Tour',
    teams: [
      'E. Rybakina',
      'M. Andreeva',
      'D. Kasatkina',
      'I. Swiatek',
      'C. Gauff',
      'B. Haddad Maia',
      'Y. Putintseva',
    ],
  },
  {
    id: 'basketball-euro',
    sport: 'basketball',
    country: null,
    name: 'EuroLeague',
    teams: ['CSKA', 'Real Madrid', 'Barcelona', 'Olympiacos', 'Fenerbahçe', 'Monaco', 'Partizan', 'Baskonia'],
  },
  {
    id: 'basketball-vtb',
    sport: 'basketball',
    country: 'RU',
    name: 'VTB United League',
    teams: ['Zenit', 'UNICS', 'Lokomotiv', 'Astana', 'Parma', 'Avtodor', 'Samara', 'MBA'],
  },
  {
    id: 'hockey-khl',
    sport: 'hockey',
    country: 'RU',
    name: 'KHL',
    teams: ['SKA', 'CSKA', 'Ak Bars', 'Metallurg', 'Barys', 'Avangard', 'Dynamo', 'Traktor'],
  },
  {
    id: 'hockey-nhl',
    sport: 'hockey',
    country: 'US',
    name: 'NHL',
    teams: ['Rangers', 'Bruins', 'Oilers', 'Panthers', 'Stars', 'Kings', 'Jets', 'Devils'],
  },
  {
    id: 'esports-cs',
    sport: 'esports',
    country: null,
    name: 'Counter-Strike 2 · Pro Series',
    teams: ['NAVI', 'Vitality', 'FaZe', 'Spirit', 'G2', 'MOUZ', 'Astralis', 'FURIA'],
  },
  {
    id: 'esports-dota',
    sport: 'esports',
    country: null,
    name: 'Dota 2 · Pro Series',
    teams: ['Team Spirit', 'Tundra', 'Gaimin', 'Falcons', 'BetBoom', 'Liquid', 'Xtreme', 'Nigma'],
  },
];

export const leagueById = (id: string): League | undefined => LEAGUES.find((league) => league.id === id);
