/**
 * The sportsbook's line (issue 20): five sports, their leagues (with the country as an ISO code, null for
 * international competitions, so the page names it in the reader's language) and the teams or players the simulator
 * draws its events from. Every league, team and player name is invented (the matches are simulated: no real club or
 * player is named); they are proper names and are not translated.
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
    name: 'Albion First Division',
    teams: [
      'Ashmere United',
      'Brackenford',
      'Coldwater Town',
      'Dunmoor Athletic',
      'Elmhurst Rovers',
      'Foxley City',
      'Greywick',
      'Hollowmere Albion',
    ],
  },
  {
    id: 'football-esp',
    sport: 'football',
    country: 'ES',
    name: 'Liga Peninsular',
    teams: [
      'Real Montalba',
      'Sierrabrava',
      'CD Puertolago',
      'Rocalta',
      'CF Marisalda',
      'Racing Costaluz',
      'SD Valdeoro',
      'Unión Almenar',
    ],
  },
  {
    id: 'football-bra',
    sport: 'football',
    country: 'BR',
    name: 'Série Ouro',
    teams: [
      'Ventania',
      'Serra Azul',
      'Maré Alta',
      'Cajuína',
      'Ipê Roxo',
      'Jangada',
      'Caraúna',
      'Tucanos do Vale',
    ],
  },
  {
    id: 'football-kaz',
    sport: 'football',
    country: 'KZ',
    name: 'Dala League',
    teams: [
      'Altyn Dala',
      'Kyzyl Tan',
      'Zhuldyz Kala',
      'Samruk Tau',
      'Aral Tolkyn',
      'Bes Shyng',
      'Kumis Ozen',
      'Tau Samal',
    ],
  },
  {
    id: 'tennis-men',
    sport: 'tennis',
    country: null,
    name: 'Open Circuit · Men',
    teams: [
      'A. Kestrel',
      'B. Marlowe',
      'C. Ondrak',
      'D. Velasco-Ruiz',
      'E. Haldane',
      'F. Quint',
      'G. Albrecht-Nunes',
      'H. Tamm',
    ],
  },
  {
    id: 'tennis-women',
    sport: 'tennis',
    country: null,
    name: 'Open Circuit · Women',
    teams: [
      'I. Lindqvist',
      'J. Okafor',
      'K. Brennan',
      'L. Moravec',
      'M. Castellano',
      'N. Ivashina',
      'O. Pereira Lima',
    ],
  },
  {
    id: 'basketball-cup',
    sport: 'basketball',
    country: null,
    name: 'Continental Basketball Cup',
    teams: [
      'Aurora Bay',
      'Castellum',
      'Northwind',
      'Porto Vela',
      'Tidewater',
      'Valmont',
      'Ironbridge',
      'Silverpine',
    ],
  },
  {
    id: 'basketball-east',
    sport: 'basketball',
    country: 'RU',
    name: 'Eastern Basketball League',
    teams: [
      'Belaya Reka',
      'Kamenny Most',
      'Zarya Volgi',
      'Kedrovy Bor',
      'Polyarnaya Zvezda',
      'Yantarny Bereg',
      'Stepnoy Veter',
      'Sokolinaya Gora',
    ],
  },
  {
    id: 'hockey-north',
    sport: 'hockey',
    country: 'RU',
    name: 'Northern Ice League',
    teams: [
      'Ledokol',
      'Severnye Volki',
      'Bely Medved',
      'Metel',
      'Purga',
      'Vyuga',
      'Taezhnye Rysi',
      'Stalnoy Klyk',
    ],
  },
  {
    id: 'hockey-frontier',
    sport: 'hockey',
    country: 'US',
    name: 'Ice Frontier League',
    teams: [
      'Harbor Lynx',
      'Prairie Comets',
      'Summit Owls',
      'Lakeshore Pike',
      'Canyon Elk',
      'Bayou Herons',
      'Granite Moose',
      'Riverbend Otters',
    ],
  },
  {
    id: 'esports-shooter',
    sport: 'esports',
    country: null,
    name: 'Tactical Shooter · Open Series',
    teams: [
      'Neon Lynx',
      'Quiet Storm',
      'Zero Ping',
      'Glass Cannon',
      'Red Lantern',
      'Frostbyte',
      'Ninth Gate',
      'Static Bloom',
    ],
  },
  {
    id: 'esports-arena',
    sport: 'esports',
    country: null,
    name: 'Battle Arena · Open Series',
    teams: [
      'Ancient Echo',
      'Rune Keepers',
      'Midlane Mages',
      'Tower Divers',
      'Jungle Pact',
      'Creep Wave',
      'Last Hit',
      'High Ground',
    ],
  },
];

export const leagueById = (id: string): League | undefined => LEAGUES.find((league) => league.id === id);
