/** The lobby: the in-house originals of §1, slots and live tables from well-known studios. */
export interface SeedGame {
  readonly slug: string;
  readonly title: string;
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

const slot = (slug: string, title: string, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title,
  category: 'slots',
  provider,
  hasDemo: true,
  palette,
});

const slots: SeedGame[] = [
  slot('gates-of-olympus', 'Gates of Olympus', 'Pragmatic Play', ['#4776e6', '#8e54e9']),
  slot('sweet-bonanza', 'Sweet Bonanza', 'Pragmatic Play', ['#ff9a9e', '#fad0c4']),
  slot('the-dog-house', 'The Dog House', 'Pragmatic Play', ['#f46b45', '#eea849']),
  slot('sugar-rush', 'Sugar Rush', 'Pragmatic Play', ['#fc5c7d', '#6a82fb']),
  slot('big-bass-bonanza', 'Big Bass Bonanza', 'Pragmatic Play', ['#00b4db', '#0083b0']),
  slot('book-of-dead', 'Book of Dead', "Play'n GO", ['#b79891', '#94716b']),
  slot('reactoonz', 'Reactoonz', "Play'n GO", ['#7f00ff', '#e100ff']),
  slot('starburst', 'Starburst', 'NetEnt', ['#654ea3', '#eaafc8']),
  slot('gonzos-quest', "Gonzo's Quest", 'NetEnt', ['#3a6073', '#16222a']),
  slot('dead-or-alive-2', 'Dead or Alive 2', 'NetEnt', ['#c94b4b', '#4b134f']),
  slot('wanted-dead-or-a-wild', 'Wanted Dead or a Wild', 'Hacksaw Gaming', ['#8e0e00', '#1f1c18']),
  slot('chaos-crew', 'Chaos Crew', 'Hacksaw Gaming', ['#00c9ff', '#92fe9d']),
  slot('mental', 'Mental', 'Nolimit City', ['#232526', '#414345']),
  slot('san-quentin', 'San Quentin xWays', 'Nolimit City', ['#536976', '#292e49']),
  slot('jammin-jars', "Jammin' Jars", 'Push Gaming', ['#f953c6', '#b91d73']),
  slot('money-train-3', 'Money Train 3', 'Relax Gaming', ['#c79081', '#dfa579']),
  slot('bonanza-megaways', 'Bonanza Megaways', 'Big Time Gaming', ['#ffb75e', '#ed8f03']),
  slot('vikings-go-berzerk', 'Vikings Go Berzerk', 'Yggdrasil', ['#1e3c72', '#2a5298']),
  slot('elvis-frog-in-vegas', 'Elvis Frog in Vegas', 'BGaming', ['#56ab2f', '#a8e063']),
  slot('aviamasters', 'Aviamasters', 'BGaming', ['#2980b9', '#6dd5fa']),
  slot('fire-in-the-hole', 'Fire in the Hole xBomb', 'Nolimit City', ['#f12711', '#f5af19']),
  slot('razor-shark', 'Razor Shark', 'Push Gaming', ['#0f2027', '#2c5364']),
  slot('wolf-gold', 'Wolf Gold', 'Pragmatic Play', ['#e65c00', '#f9d423']),
  slot('legacy-of-dead', 'Legacy of Dead', "Play'n GO", ['#c6a664', '#5b4a2c']),
];

const live = (slug: string, title: string, provider: string, palette: [string, string]): SeedGame => ({
  slug,
  title,
  category: 'live-casino',
  provider,
  // Every table takes play money as well as real money (the provider's demo wallet).
  hasDemo: true,
  palette,
});

const liveCasino: SeedGame[] = [
  live('lightning-roulette', 'Lightning Roulette', 'Evolution', ['#141e30', '#243b55']),
  live('crazy-time', 'Crazy Time', 'Evolution', ['#fc4a1a', '#f7b733']),
  live('monopoly-live', 'Monopoly Live', 'Evolution', ['#38ef7d', '#11998e']),
  live('blackjack-classic', 'Blackjack Classic', 'Evolution', ['#0b486b', '#f56217']),
  live('speed-baccarat', 'Speed Baccarat', 'Evolution', ['#8360c3', '#2ebf91']),
  live('mega-wheel', 'Mega Wheel', 'Pragmatic Play Live', ['#ff512f', '#dd2476']),
  live('sweet-bonanza-candyland', 'Sweet Bonanza CandyLand', 'Pragmatic Play Live', ['#ff758c', '#ff7eb3']),
  live('andar-bahar', 'Andar Bahar', 'Ezugi', ['#ee9ca7', '#ffdde1']),
  live('auto-roulette', 'Auto Roulette', 'Ezugi', ['#360033', '#0b8793']),
  live('dream-catcher', 'Dream Catcher', 'Evolution', ['#5f2c82', '#49a09d']),
];

export const SEED_GAMES: readonly SeedGame[] = [...originals, ...slots, ...liveCasino];
