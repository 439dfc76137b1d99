import { GAME_TITLES, type GameTitles } from './gameTitles.ts';

/**
 * The lobby: the in-house originals of §1, the provider stand-in's slots and live tables (issue 34: every title and
 * studio name is our own invention; no real studio, game or trademark is named). A slot or table's title is words, so
 * it is given in every language (`titles`, from gameTitles.ts); `title` is the English one the database keeps.
 */
export interface SeedGame {
  readonly slug: string;
  readonly title: string;
  readonly titles?: GameTitles;
  readonly category: 'originals' | 'slots' | 'live-casino';
  readonly provider: string;
  readonly hasDemo: boolean;
  readonly palette: readonly [string, string];
}

const HOUSE = 'Casino Originals';

const originals: SeedGame[] = [
  {
    slug: 'crash',
    title: 'Crash',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#ff5f6d', '#ffc371'],
  },
  {
    slug: 'cases',
    title: 'Cases',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#8e2de2', '#4a00e0'],
  },
  {
    slug: 'miner',
    title: 'Miner',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#11998e', '#38ef7d'],
  },
  {
    slug: 'coinflip',
    title: 'Coinflip',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#f7971e', '#ffd200'],
  },
  {
    slug: 'keno',
    title: 'Keno',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#2193b0', '#6dd5ed'],
  },
  {
    slug: 'dice',
    title: 'Dice',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#ee0979', '#ff6a00'],
  },
  {
    slug: 'hilo',
    title: 'HiLo',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#396afc', '#2948ff'],
  },
  {
    slug: 'roulette',
    title: 'Roulette',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#cb2d3e', '#ef473a'],
  },
  {
    slug: 'wheel',
    title: 'Wheel of Fortune',
    category: 'originals',
    provider: HOUSE,
    hasDemo: true,
    palette: ['#00b09b', '#96c93d'],
  },
];

const slot = (slug: string, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title: GAME_TITLES[slug]?.en ?? slug,
  titles: GAME_TITLES[slug],
  category: 'slots',
  provider,
  hasDemo: true,
  palette,
});

const slots: SeedGame[] = [
  slot('sky-forge', 'Lumen Reelworks', ['#4776e6', '#8e54e9']),
  slot('candy-orchard', 'Lumen Reelworks', ['#ff9a9e', '#fad0c4']),
  slot('happy-hounds', 'Lumen Reelworks', ['#f46b45', '#eea849']),
  slot('honey-comet', 'Lumen Reelworks', ['#fc5c7d', '#6a82fb']),
  slot('river-catch', 'Lumen Reelworks', ['#00b4db', '#0083b0']),
  slot('sandstone-scroll', 'Quillstone Games', ['#b79891', '#94716b']),
  slot('jelly-lab', 'Quillstone Games', ['#7f00ff', '#e100ff']),
  slot('prism-drift', 'Brightmoor Studio', ['#654ea3', '#eaafc8']),
  slot('jungle-stairs', 'Brightmoor Studio', ['#3a6073', '#16222a']),
  slot('dust-and-spurs', 'Brightmoor Studio', ['#c94b4b', '#4b134f']),
  slot('outlaw-mesa', 'Tinroof Games', ['#8e0e00', '#1f1c18']),
  slot('paint-riot', 'Tinroof Games', ['#00c9ff', '#92fe9d']),
  slot('ward-thirteen', 'Ninth Lantern', ['#232526', '#414345']),
  slot('iron-yard', 'Ninth Lantern', ['#536976', '#292e49']),
  slot('berry-jars', 'Paperkite Studio', ['#f953c6', '#b91d73']),
  slot('night-express', 'Slowtide Games', ['#c79081', '#dfa579']),
  slot('gold-quarry', 'Quarrylight', ['#ffb75e', '#ed8f03']),
  slot('fjord-raiders', 'Ashbough Studio', ['#1e3c72', '#2a5298']),
  slot('pond-crooner', 'Pondside Games', ['#56ab2f', '#a8e063']),
  slot('paper-planes', 'Pondside Games', ['#2980b9', '#6dd5fa']),
  slot('deep-shaft', 'Ninth Lantern', ['#f12711', '#f5af19']),
  slot('reef-hunter', 'Paperkite Studio', ['#0f2027', '#2c5364']),
  slot('moon-howl', 'Lumen Reelworks', ['#e65c00', '#f9d423']),
  slot('tomb-lanterns', 'Quillstone Games', ['#c6a664', '#5b4a2c']),
];

const live = (slug: string, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title: GAME_TITLES[slug]?.en ?? slug,
  titles: GAME_TITLES[slug],
  category: 'live-casino',
  provider,
  // Every table takes play money as well as real money (the provider's demo wallet).
  hasDemo: true,
  palette,
});

const liveCasino: SeedGame[] = [
  live('classic-roulette', 'Roundhouse Tables', ['#141e30', '#243b55']),
  live('carnival-wheel', 'Roundhouse Tables', ['#fc4a1a', '#f7b733']),
  live('city-wheel', 'Roundhouse Tables', ['#38ef7d', '#11998e']),
  live('blackjack-classic', 'Roundhouse Tables', ['#0b486b', '#f56217']),
  live('speed-baccarat', 'Roundhouse Tables', ['#8360c3', '#2ebf91']),
  live('grand-wheel', 'Lumen Tables', ['#ff512f', '#dd2476']),
  live('candy-wheel', 'Lumen Tables', ['#ff758c', '#ff7eb3']),
  live('andar-bahar', 'Saffron Tables', ['#ee9ca7', '#ffdde1']),
  live('auto-roulette', 'Saffron Tables', ['#360033', '#0b8793']),
  live('starlight-wheel', 'Roundhouse Tables', ['#5f2c82', '#49a09d']),
];

export const SEED_GAMES: readonly SeedGame[] = [...originals, ...slots, ...liveCasino];

const TITLES: ReadonlyMap<string, GameTitles> = new Map(
  SEED_GAMES.flatMap((game) => (game.titles ? [[game.slug, game.titles] as const] : [])),
);

/** A slot's or table's title in the reader's language; an in-house game's (named by the client) or unknown one's as stored. */
export function gameTitleIn(slug: string, lang: keyof GameTitles, stored: string): string {
  return TITLES.get(slug)?.[lang] ?? stored;
}
