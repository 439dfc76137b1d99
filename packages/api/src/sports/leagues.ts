import type { SportId } from './catalogue.ts';

/**
 * The sportsbook's leagues (issue 20), with the country as an ISO code (null for international competitions, so the
 * page names it in the reader's language), and the teams or players the simulator draws its events from. Every
 * league, team and player name is invented (the matches are simulated: no real club or player is named); they are
 * proper names and are not translated.
 */

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
