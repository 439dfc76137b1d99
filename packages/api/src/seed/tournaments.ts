import type { Database } from '../db/database.ts';
import type { TournamentRule } from '../tournaments/tournamentRules.ts';

type Texts = { ru: string; en: string; kz: string; br: string };

/**
 * A tournament of the seed (issue 34): its games, its period and its published rule (`tournamentRules.ts`); its status
 * follows the clock. The seed creates tournaments, never scores: every point on a leaderboard is a real bet's.
 */
export interface SeedTournament {
  /** The series the tournament belongs to: its next one is the same tournament, `repeatDays` after its start. */
  readonly series: string;
  /** Every how many days the series recurs (its published period), counted from a start; null: held once. */
  readonly repeatDays: number | null;
  readonly titles: Texts;
  /** What the tournament is and how it scores: said as the rule computes it. */
  readonly descriptions: Texts;
  readonly prizePool: number;
  readonly currency: string;
  /** Each place's share of the prize pool, in basis points, first place first. */
  readonly prizeShares: readonly number[];
  readonly games: readonly string[];
  readonly rule: TournamentRule;
  /** The smallest stake that scores, in roubles (or its worth by the fixed scale). */
  readonly minStakeRub: number;
  /** Days from the seed moment: negative is in the past. */
  readonly startsInDays: number;
  readonly lastsDays: number;
}

const LUMEN_SLOTS = ['sky-forge', 'candy-orchard', 'happy-hounds', 'honey-comet', 'river-catch', 'moon-howl'];
const ALL_SLOTS = [
  ...LUMEN_SLOTS,
  'sandstone-scroll',
  'jelly-lab',
  'prism-drift',
  'jungle-stairs',
  'dust-and-spurs',
  'outlaw-mesa',
  'paint-riot',
  'ward-thirteen',
  'iron-yard',
  'berry-jars',
  'night-express',
  'gold-quarry',
  'fjord-raiders',
  'pond-crooner',
  'paper-planes',
  'deep-shaft',
  'reef-hunter',
  'tomb-lanterns',
];
const ORIGINALS = ['dice', 'coinflip', 'roulette', 'keno', 'wheel', 'miner', 'hilo', 'cases'];
const TOP_THREE = [5000, 3000, 2000];
const TOP_FIVE = [4000, 2500, 1500, 1200, 800];

export const SEED_TOURNAMENTS: readonly SeedTournament[] = [
  {
    series: 'forge-race',
    repeatDays: 14,
    titles: { ru: 'Гонка в кузне', en: 'Forge Race', kz: 'Ұстахана жарысы', br: 'Corrida da Forja' },
    descriptions: {
      ru: 'Играйте в слоты Lumen Reelworks: ваш результат — лучший множитель выигрыша со спина от 10 ₽ (или их эквивалента) в сотых: x52,5 — это 5250 очков. Трое лучших делят призовой фонд.',
      en: 'Play Lumen Reelworks slots: your score is your best win multiplier on a spin of at least 10 ₽ (or its worth), in hundredths: x52.5 scores 5,250 points. The top three share the prize pool.',
      kz: 'Lumen Reelworks слоттарын ойнаңыз: нәтижеңіз — 10 ₽ (немесе оның баламасы) және одан жоғары спиннің ең үздік ұтыс көбейткіші, жүздікпен: x52,5 — 5250 ұпай. Үздік үшеу жүлде қорын бөліседі.',
      br: 'Jogue os slots da Lumen Reelworks: sua pontuação é o seu melhor multiplicador de ganho num giro de pelo menos 10 ₽ (ou o equivalente), em centésimos: x52,5 vale 5.250 pontos. Os três primeiros dividem o prêmio.',
    },
    prizePool: 100_000,
    currency: 'RUB',
    prizeShares: TOP_THREE,
    games: LUMEN_SLOTS,
    rule: 'multiplier',
    minStakeRub: 10,
    startsInDays: -3,
    lastsDays: 10,
  },
  {
    series: 'crash',
    repeatDays: 7,
    titles: { ru: 'Турнир Crash', en: 'Crash Tournament', kz: 'Crash турнирі', br: 'Torneio Crash' },
    descriptions: {
      ru: 'Каждая выведенная ставка в Crash приносит по очку за каждый рубль выплаты (или его эквивалент: 1 $ — 100 очков). Чем выше множитель вывода, тем больше очков. Трое лучших делят призовой фонд.',
      en: 'Every Crash bet you cash out scores one point per rouble it pays (or its worth: 1 $ is 100 points). The higher your cash-out multiplier, the more points. The top three share the prize pool.',
      kz: 'Crash ойынында шығарылған әр ставка төлемнің әр рублі үшін бір ұпай әкеледі (немесе баламасы: 1 $ — 100 ұпай). Шығару көбейткіші неғұрлым жоғары болса, ұпай соғұрлым көп. Үздік үшеу жүлде қорын бөліседі.',
      br: 'Cada aposta no Crash que você saca vale um ponto por rublo pago (ou o equivalente: 1 $ vale 100 pontos). Quanto maior o multiplicador de saque, mais pontos. Os três primeiros dividem o prêmio.',
    },
    prizePool: 500,
    currency: 'USD',
    prizeShares: TOP_THREE,
    games: ['crash'],
    rule: 'payout',
    minStakeRub: 0,
    startsInDays: -1,
    lastsDays: 7,
  },
  {
    series: 'dice-duel',
    repeatDays: 7,
    titles: { ru: 'Дуэль в Dice', en: 'Dice Duel', kz: 'Dice жекпе-жегі', br: 'Duelo de Dados' },
    descriptions: {
      ru: 'Каждая сыгранная ставка в Dice приносит по очку за каждый поставленный рубль (или его эквивалент: 1 ₹ — 1 очко, 1 $ — 100 очков). Пятеро лучших делят призовой фонд.',
      en: 'Every settled Dice bet scores one point per rouble staked (or its worth: 1 ₹ is 1 point, 1 $ is 100 points). The top five share the prize pool.',
      kz: 'Dice ойынындағы әр есептелген ставка қойылған әр рубль үшін бір ұпай әкеледі (немесе баламасы: 1 ₹ — 1 ұпай, 1 $ — 100 ұпай). Үздік бесеу жүлде қорын бөліседі.',
      br: 'Cada aposta liquidada nos Dados vale um ponto por rublo apostado (ou o equivalente: 1 ₹ vale 1 ponto, 1 $ vale 100 pontos). Os cinco primeiros dividem o prêmio.',
    },
    prizePool: 20_000,
    currency: 'INR',
    prizeShares: TOP_FIVE,
    games: ['dice'],
    rule: 'stake',
    minStakeRub: 0,
    startsInDays: -2,
    lastsDays: 7,
  },
  {
    series: 'roulette-week',
    repeatDays: 28,
    titles: {
      ru: 'Неделя рулетки',
      en: 'Roulette Table Week',
      kz: 'Рулетка аптасы',
      br: 'Semana da Roleta',
    },
    descriptions: {
      ru: 'Неделя «Классической рулетки»: каждая ставка от 100 ₽ (или их эквивалента) приносит по очку за каждый поставленный рубль. Трое лучших делят призовой фонд.',
      en: 'A week of Classic Roulette: every bet of at least 100 ₽ (or its worth) scores one point per rouble staked. The top three share the prize pool.',
      kz: '«Классикалық рулетка» аптасы: 100 ₽ (немесе баламасы) және одан жоғары әр ставка қойылған әр рубль үшін бір ұпай әкеледі. Үздік үшеу жүлде қорын бөліседі.',
      br: 'Uma semana de Roleta Clássica: cada aposta de pelo menos 100 ₽ (ou o equivalente) vale um ponto por rublo apostado. Os três primeiros dividem o prêmio.',
    },
    prizePool: 250_000,
    currency: 'KZT',
    prizeShares: TOP_THREE,
    games: ['classic-roulette'],
    rule: 'stake',
    minStakeRub: 100,
    startsInDays: 5,
    lastsDays: 7,
  },
  {
    series: 'spring-marathon',
    repeatDays: 365,
    titles: {
      ru: 'Весенний марафон',
      en: 'Spring Marathon',
      kz: 'Көктемгі марафон',
      br: 'Maratona de Primavera',
    },
    descriptions: {
      ru: 'Месяц во всех слотах: каждый спин приносит по очку за каждый поставленный рубль (или его эквивалент). Пятеро лучших делят призовой фонд.',
      en: 'A month across all slots: every spin scores one point per rouble staked (or its worth). The top five share the prize pool.',
      kz: 'Барлық слоттарда бір ай: әр спин қойылған әр рубль үшін бір ұпай әкеледі (немесе баламасы). Үздік бесеу жүлде қорын бөліседі.',
      br: 'Um mês em todos os slots: cada giro vale um ponto por rublo apostado (ou o equivalente). Os cinco primeiros dividem o prêmio.',
    },
    prizePool: 150_000,
    currency: 'RUB',
    prizeShares: TOP_FIVE,
    games: ALL_SLOTS,
    rule: 'stake',
    minStakeRub: 0,
    startsInDays: 12,
    lastsDays: 30,
  },
  {
    series: 'winter-cup',
    repeatDays: null,
    titles: { ru: 'Зимний кубок', en: 'Winter Cup', kz: 'Қысқы кубок', br: 'Copa de Inverno' },
    descriptions: {
      ru: 'Каждая ставка в наших играх приносила по очку за каждый поставленный рубль (или его эквивалент). Турнир завершён; ниже показано, что получило каждое место.',
      en: 'Every bet in our own games scored one point per rouble staked (or its worth). The tournament is over; what each place was paid is shown below.',
      kz: 'Біздің ойындардағы әр ставка қойылған әр рубль үшін бір ұпай әкелді (немесе баламасы). Турнир аяқталды; әр орынның не алғаны төменде көрсетілген.',
      br: 'Cada aposta nos nossos jogos valia um ponto por rublo apostado (ou o equivalente). O torneio terminou; o que cada posição recebeu está abaixo.',
    },
    prizePool: 75_000,
    currency: 'RUB',
    prizeShares: TOP_THREE,
    games: ORIGINALS,
    rule: 'stake',
    minStakeRub: 0,
    startsInDays: -40,
    lastsDays: 14,
  },
];

const DAY = 86_400_000;

/** Writes the seed's tournaments with their games, their periods counted from `now`. */
export function seedTournaments(db: Database, now: number): void {
  for (const tournament of SEED_TOURNAMENTS) {
    const startsAt = now + tournament.startsInDays * DAY;
    const id = db.run(
      `INSERT INTO tournaments (titles, descriptions, prize_pool_minor, currency, starts_at, ends_at, rule,
         min_stake_rub_minor, prize_shares, series, repeat_days)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      JSON.stringify(tournament.titles),
      JSON.stringify(tournament.descriptions),
      Math.round(tournament.prizePool * 100),
      tournament.currency,
      startsAt,
      startsAt + tournament.lastsDays * DAY,
      tournament.rule,
      Math.round(tournament.minStakeRub * 100),
      JSON.stringify(tournament.prizeShares),
      tournament.series,
      tournament.repeatDays,
    ).lastId;
    for (const game of tournament.games)
      db.run('INSERT INTO tournament_games (tournament_id, game) VALUES (?, ?)', id, game);
  }
}

/**
 * A database seeded before migration 24 had its invented tournaments removed by it: they are written anew from the
 * seed, once (`tournaments_reseed`, set by the migration).
 */
export function reseedTournaments(db: Database, now: number): void {
  db.transaction(() => {
    if (db.run("DELETE FROM meta WHERE key = 'tournaments_reseed'").changes === 1) seedTournaments(db, now);
  });
}
