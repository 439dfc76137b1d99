type Texts = { ru: string; en: string; kz: string; br: string };

export interface SeedTournament {
  readonly status: 'active' | 'upcoming' | 'finished';
  readonly titles: Texts;
  readonly descriptions: Texts;
  readonly prizePool: number;
  readonly currency: string;
  /** Days from the seed moment: negative is in the past. */
  readonly startsInDays: number;
  readonly lastsDays: number;
  readonly leaders: boolean;
}

const NICKNAMES = [
  'LuckyFox',
  'Maverick77',
  'AidanaK',
  'SpinQueen',
  'NightOwl',
  'Bolat_88',
  'Zeus_Fan',
  'Marina.S',
  'CrashKing',
  'Nurlan',
  'Gambit',
  'Olya_V',
  'HighRoller',
  'Diego_BR',
  'Sasha99',
  'Arman_Z',
  'Wildcard',
  'Ksenia',
  'RubyRose',
  'TimurX',
];

/** A leaderboard of ten, points falling off place by place; names drawn from the list by a seed offset. */
export function leaderboard(offset: number, topPoints: number) {
  return Array.from({ length: 10 }, (_, index) => ({
    place: index + 1,
    name: NICKNAMES[(offset + index * 3) % NICKNAMES.length] ?? 'Player',
    points: Math.round(topPoints * Math.pow(0.82, index)),
  }));
}

export const SEED_TOURNAMENTS: readonly SeedTournament[] = [
  {
    status: 'active',
    titles: { ru: 'Гонка в кузне', en: 'Forge Race', kz: 'Ұстахана жарысы', br: 'Corrida da Forja' },
    descriptions: {
      ru: 'Играйте в слоты Lumen Reelworks, набирайте очки за каждый выигрыш с множителем от x50 и делите призовой фонд.',
      en: 'Play Lumen Reelworks slots, score points for every win of x50 or more and share the prize pool.',
      kz: 'Lumen Reelworks слоттарын ойнап, x50 және одан жоғары әр ұтыс үшін ұпай жинап, жүлде қорын бөлісіңіз.',
      br: 'Jogue slots da Lumen Reelworks, marque pontos a cada vitória de x50 ou mais e divida o prêmio.',
    },
    prizePool: 1_000_000,
    currency: 'RUB',
    startsInDays: -3,
    lastsDays: 10,
    leaders: true,
  },
  {
    status: 'active',
    titles: { ru: 'Турнир Crash', en: 'Crash Tournament', kz: 'Crash турнирі', br: 'Torneio Crash' },
    descriptions: {
      ru: 'Каждая ставка в Crash приносит очки. Чем выше множитель вывода — тем больше очков.',
      en: 'Every Crash bet scores points. The higher your cash-out multiplier, the more points.',
      kz: 'Crash ойынындағы әр ставка ұпай әкеледі. Шығару көбейткіші неғұрлым жоғары болса, ұпай соғұрлым көп.',
      br: 'Cada aposta no Crash vale pontos. Quanto maior o multiplicador de saque, mais pontos.',
    },
    prizePool: 5_000,
    currency: 'USD',
    startsInDays: -1,
    lastsDays: 7,
    leaders: true,
  },
  {
    status: 'upcoming',
    titles: {
      ru: 'Живая рулетка',
      en: 'Live Roulette Week',
      kz: 'Тірі рулетка аптасы',
      br: 'Semana da Roleta ao Vivo',
    },
    descriptions: {
      ru: 'Неделя рулетки: очки за каждую ставку от 100 в «Классической рулетке».',
      en: 'A week of roulette: points for every bet from 100 in Classic Roulette.',
      kz: 'Рулетка аптасы: «Классикалық рулетка» ойынында 100-ден бастап әр ставка үшін ұпай.',
      br: 'Uma semana de roleta: pontos por aposta a partir de 100 na Roleta Clássica.',
    },
    prizePool: 2_500_000,
    currency: 'KZT',
    startsInDays: 5,
    lastsDays: 7,
    leaders: false,
  },
  {
    status: 'upcoming',
    titles: {
      ru: 'Весенний марафон',
      en: 'Spring Marathon',
      kz: 'Көктемгі марафон',
      br: 'Maratona de Primavera',
    },
    descriptions: {
      ru: 'Месяц турниров во всех слотах: очки за оборот, бонусы за серию дней.',
      en: 'A month of play across all slots: points for turnover, bonuses for streaks of days.',
      kz: 'Барлық слоттарда бір айлық ойын: айналым үшін ұпай, күндер сериясы үшін бонустар.',
      br: 'Um mês em todos os slots: pontos por volume, bônus por sequência de dias.',
    },
    prizePool: 1_500_000,
    currency: 'RUB',
    startsInDays: 12,
    lastsDays: 30,
    leaders: false,
  },
  {
    status: 'finished',
    titles: { ru: 'Зимний кубок', en: 'Winter Cup', kz: 'Қысқы кубок', br: 'Copa de Inverno' },
    descriptions: {
      ru: 'Турнир завершён. Поздравляем победителей!',
      en: 'The tournament is over. Congratulations to the winners!',
      kz: 'Турнир аяқталды. Жеңімпаздарды құттықтаймыз!',
      br: 'O torneio terminou. Parabéns aos vencedores!',
    },
    prizePool: 750_000,
    currency: 'RUB',
    startsInDays: -40,
    lastsDays: 14,
    leaders: true,
  },
  {
    status: 'finished',
    titles: { ru: 'Дуэль в Dice', en: 'Dice Duel', kz: 'Dice жекпе-жегі', br: 'Duelo de Dados' },
    descriptions: {
      ru: 'Лучшие серии в Dice за неделю. Призы выплачены.',
      en: 'The best Dice streaks of the week. Prizes have been paid.',
      kz: 'Аптадағы Dice ойынының үздік сериялары. Жүлделер төленді.',
      br: 'As melhores sequências de Dados da semana. Prêmios pagos.',
    },
    prizePool: 200_000,
    currency: 'INR',
    startsInDays: -20,
    lastsDays: 7,
    leaders: true,
  },
];
