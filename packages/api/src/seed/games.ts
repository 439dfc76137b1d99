/**
 * The lobby: the in-house originals of §1, the provider stand-in's slots and live tables (issue 34: every title and
 * studio name is our own invention; no real studio, game or trademark is named). A slot or table's title is words, so
 * it is given in every language (`titles`); `title` is the English one the database keeps.
 */
export type GameTitles = {
  readonly ru: string;
  readonly en: string;
  readonly kz: string;
  readonly br: string;
};

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

const slot = (slug: string, titles: GameTitles, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title: titles.en,
  titles,
  category: 'slots',
  provider,
  hasDemo: true,
  palette,
});

const slots: SeedGame[] = [
  slot(
    'sky-forge',
    { en: 'Sky Forge', ru: 'Небесная кузня', kz: 'Аспан ұстаханасы', br: 'Forja Celeste' },
    'Lumen Reelworks',
    ['#4776e6', '#8e54e9'],
  ),
  slot(
    'candy-orchard',
    { en: 'Candy Orchard', ru: 'Конфетный сад', kz: 'Кәмпит бағы', br: 'Pomar de Doces' },
    'Lumen Reelworks',
    ['#ff9a9e', '#fad0c4'],
  ),
  slot(
    'happy-hounds',
    { en: 'Happy Hounds', ru: 'Весёлые гончие', kz: 'Көңілді тазылар', br: 'Cães Felizes' },
    'Lumen Reelworks',
    ['#f46b45', '#eea849'],
  ),
  slot(
    'honey-comet',
    { en: 'Honey Comet', ru: 'Медовая комета', kz: 'Бал кометасы', br: 'Cometa de Mel' },
    'Lumen Reelworks',
    ['#fc5c7d', '#6a82fb'],
  ),
  slot(
    'river-catch',
    { en: 'River Catch', ru: 'Речной улов', kz: 'Өзен олжасы', br: 'Pesca no Rio' },
    'Lumen Reelworks',
    ['#00b4db', '#0083b0'],
  ),
  slot(
    'sandstone-scroll',
    { en: 'Sandstone Scroll', ru: 'Свиток из песчаника', kz: 'Құмтас шиыршығы', br: 'Pergaminho de Arenito' },
    'Quillstone Games',
    ['#b79891', '#94716b'],
  ),
  slot(
    'jelly-lab',
    { en: 'Jelly Lab', ru: 'Желейная лаборатория', kz: 'Желе зертханасы', br: 'Laboratório de Geleia' },
    'Quillstone Games',
    ['#7f00ff', '#e100ff'],
  ),
  slot(
    'prism-drift',
    { en: 'Prism Drift', ru: 'Дрейф призмы', kz: 'Призма ағысы', br: 'Deriva do Prisma' },
    'Brightmoor Studio',
    ['#654ea3', '#eaafc8'],
  ),
  slot(
    'jungle-stairs',
    { en: 'Jungle Stairs', ru: 'Ступени джунглей', kz: 'Джунгли баспалдағы', br: 'Escadaria da Selva' },
    'Brightmoor Studio',
    ['#3a6073', '#16222a'],
  ),
  slot(
    'dust-and-spurs',
    { en: 'Dust and Spurs', ru: 'Пыль и шпоры', kz: 'Шаң мен шпорлар', br: 'Poeira e Esporas' },
    'Brightmoor Studio',
    ['#c94b4b', '#4b134f'],
  ),
  slot(
    'outlaw-mesa',
    { en: 'Outlaw Mesa', ru: 'Плато беглецов', kz: 'Қашқындар үстірті', br: 'Planalto dos Foragidos' },
    'Tinroof Games',
    ['#8e0e00', '#1f1c18'],
  ),
  slot(
    'paint-riot',
    { en: 'Paint Riot', ru: 'Буйство красок', kz: 'Бояу дүрбелеңі', br: 'Motim de Tinta' },
    'Tinroof Games',
    ['#00c9ff', '#92fe9d'],
  ),
  slot(
    'ward-thirteen',
    { en: 'Ward Thirteen', ru: 'Палата тринадцать', kz: 'Он үшінші палата', br: 'Ala Treze' },
    'Ninth Lantern',
    ['#232526', '#414345'],
  ),
  slot(
    'iron-yard',
    { en: 'Iron Yard', ru: 'Железный двор', kz: 'Темір аула', br: 'Pátio de Ferro' },
    'Ninth Lantern',
    ['#536976', '#292e49'],
  ),
  slot(
    'berry-jars',
    { en: 'Berry Jars', ru: 'Ягодные банки', kz: 'Жидек құмыралары', br: 'Potes de Frutas' },
    'Paperkite Studio',
    ['#f953c6', '#b91d73'],
  ),
  slot(
    'night-express',
    { en: 'Night Express', ru: 'Ночной экспресс', kz: 'Түнгі экспресс', br: 'Expresso Noturno' },
    'Slowtide Games',
    ['#c79081', '#dfa579'],
  ),
  slot(
    'gold-quarry',
    { en: 'Gold Quarry', ru: 'Золотой карьер', kz: 'Алтын карьер', br: 'Pedreira de Ouro' },
    'Quarrylight',
    ['#ffb75e', '#ed8f03'],
  ),
  slot(
    'fjord-raiders',
    { en: 'Fjord Raiders', ru: 'Налётчики фьордов', kz: 'Фьорд жортуылшылары', br: 'Invasores do Fiorde' },
    'Ashbough Studio',
    ['#1e3c72', '#2a5298'],
  ),
  slot(
    'pond-crooner',
    { en: 'Pond Crooner', ru: 'Певец с пруда', kz: 'Тоған әншісі', br: 'Cantor da Lagoa' },
    'Pondside Games',
    ['#56ab2f', '#a8e063'],
  ),
  slot(
    'paper-planes',
    { en: 'Paper Planes', ru: 'Бумажные самолёты', kz: 'Қағаз ұшақтар', br: 'Aviões de Papel' },
    'Pondside Games',
    ['#2980b9', '#6dd5fa'],
  ),
  slot(
    'deep-shaft',
    { en: 'Deep Shaft', ru: 'Глубокая шахта', kz: 'Терең шахта', br: 'Poço Fundo' },
    'Ninth Lantern',
    ['#f12711', '#f5af19'],
  ),
  slot(
    'reef-hunter',
    { en: 'Reef Hunter', ru: 'Охотник рифа', kz: 'Риф аңшысы', br: 'Caçador do Recife' },
    'Paperkite Studio',
    ['#0f2027', '#2c5364'],
  ),
  slot(
    'moon-howl',
    { en: 'Moon Howl', ru: 'Лунный вой', kz: 'Ай ұлуы', br: 'Uivo da Lua' },
    'Lumen Reelworks',
    ['#e65c00', '#f9d423'],
  ),
  slot(
    'tomb-lanterns',
    { en: 'Tomb Lanterns', ru: 'Фонари гробницы', kz: 'Мазар шамдары', br: 'Lanternas do Túmulo' },
    'Quillstone Games',
    ['#c6a664', '#5b4a2c'],
  ),
];

const live = (slug: string, titles: GameTitles, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title: titles.en,
  titles,
  category: 'live-casino',
  provider,
  // Every table takes play money as well as real money (the provider's demo wallet).
  hasDemo: true,
  palette,
});

const liveCasino: SeedGame[] = [
  live(
    'classic-roulette',
    { en: 'Classic Roulette', ru: 'Классическая рулетка', kz: 'Классикалық рулетка', br: 'Roleta Clássica' },
    'Roundhouse Tables',
    ['#141e30', '#243b55'],
  ),
  live(
    'carnival-wheel',
    { en: 'Carnival Wheel', ru: 'Карнавальное колесо', kz: 'Карнавал дөңгелегі', br: 'Roda do Carnaval' },
    'Roundhouse Tables',
    ['#fc4a1a', '#f7b733'],
  ),
  live(
    'city-wheel',
    { en: 'City Wheel', ru: 'Городское колесо', kz: 'Қала дөңгелегі', br: 'Roda da Cidade' },
    'Roundhouse Tables',
    ['#38ef7d', '#11998e'],
  ),
  live(
    'blackjack-classic',
    {
      en: 'Classic Blackjack',
      ru: 'Классический блэкджек',
      kz: 'Классикалық блэкджек',
      br: 'Blackjack Clássico',
    },
    'Roundhouse Tables',
    ['#0b486b', '#f56217'],
  ),
  live(
    'speed-baccarat',
    { en: 'Baccarat', ru: 'Баккара', kz: 'Баккара', br: 'Bacará' },
    'Roundhouse Tables',
    ['#8360c3', '#2ebf91'],
  ),
  live(
    'grand-wheel',
    { en: 'Grand Wheel', ru: 'Большое колесо', kz: 'Үлкен дөңгелек', br: 'Grande Roda' },
    'Lumen Tables',
    ['#ff512f', '#dd2476'],
  ),
  live(
    'candy-wheel',
    { en: 'Candy Wheel', ru: 'Конфетное колесо', kz: 'Кәмпит дөңгелегі', br: 'Roda de Doces' },
    'Lumen Tables',
    ['#ff758c', '#ff7eb3'],
  ),
  live(
    'andar-bahar',
    { en: 'Andar Bahar', ru: 'Андар Бахар', kz: 'Андар Бахар', br: 'Andar Bahar' },
    'Saffron Tables',
    ['#ee9ca7', '#ffdde1'],
  ),
  live(
    'auto-roulette',
    { en: 'Auto Roulette', ru: 'Авторулетка', kz: 'Авторулетка', br: 'Roleta Automática' },
    'Saffron Tables',
    ['#360033', '#0b8793'],
  ),
  live(
    'starlight-wheel',
    { en: 'Starlight Wheel', ru: 'Звёздное колесо', kz: 'Жұлдыз дөңгелегі', br: 'Roda Estelar' },
    'Roundhouse Tables',
    ['#5f2c82', '#49a09d'],
  ),
];

export const SEED_GAMES: readonly SeedGame[] = [...originals, ...slots, ...liveCasino];

const TITLES: ReadonlyMap<string, GameTitles> = new Map(
  SEED_GAMES.flatMap((game) => (game.titles ? [[game.slug, game.titles] as const] : [])),
);

/** A slot's or table's title in the reader's language; an in-house game's (named by the client) or unknown one's as stored. */
export function gameTitleIn(slug: string, lang: keyof GameTitles, stored: string): string {
  return TITLES.get(slug)?.[lang] ?? stored;
}
