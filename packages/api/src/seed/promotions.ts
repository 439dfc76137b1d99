type Texts = { ru: string; en: string; kz: string; br: string };

export interface SeedPromo {
  readonly code: string;
  readonly kind: 'deposit_percent' | 'free_spins';
  readonly names: Texts;
  readonly descriptions: Texts;
  readonly percent: number | null;
  /** The most a deposit bonus grants, in roubles; other currencies get it scaled (`fromRoubles`, src/money.ts). */
  readonly cap: number | null;
  readonly wager: number;
  readonly campaignSlug: string | null;
  readonly validDays: number;
  readonly public: boolean;
}

export const SEED_PROMOS: readonly SeedPromo[] = [
  {
    code: 'WELCOME100',
    kind: 'deposit_percent',
    names: {
      ru: 'Бонус 100% на первый депозит',
      en: '100% first deposit bonus',
      kz: 'Алғашқы депозитке 100% бонус',
      br: 'Bônus de 100% no primeiro depósito',
    },
    descriptions: {
      ru: 'Удвоим первый депозит: до 30 000 ₽, 300 $ или €, 150 000 ₸, 30 000 ₹. Отыгрыш x20 в течение 7 дней.',
      en: 'We double your first deposit: up to 30,000 ₽, $300 or €300, 150,000 ₸, 30,000 ₹. Wager x20 within 7 days.',
      kz: 'Алғашқы депозитті екі есе арттырамыз: 30 000 ₽, 300 $ немесе €, 150 000 ₸, 30 000 ₹ дейін. 7 күн ішінде x20 ұтыс.',
      br: 'Dobramos seu primeiro depósito: até 30.000 ₽, US$ 300 ou € 300, 150.000 ₸, 30.000 ₹. Aposte x20 em 7 dias.',
    },
    percent: 100,
    cap: 30_000,
    wager: 20,
    campaignSlug: null,
    validDays: 7,
    public: true,
  },
  {
    code: 'FREESPINS',
    kind: 'free_spins',
    names: {
      // The game by its title in each language, as the lobby names it (gameTitles.ts).
      ru: '50 фриспинов в игре «Небесная кузня»',
      en: '50 free spins in Sky Forge',
      kz: '«Аспан ұстаханасы» ойынында 50 фриспин',
      br: '50 giros grátis em Forja Celeste',
    },
    descriptions: {
      ru: 'Сделайте депозит и получите 50 фриспинов. Выигрыш с фриспинов зачисляется на основной баланс.',
      en: 'Make a deposit and get 50 free spins. Free spin winnings go to your main balance.',
      kz: 'Депозит салып, 50 фриспин алыңыз. Фриспин ұтысы негізгі балансқа түседі.',
      br: 'Faça um depósito e ganhe 50 giros grátis. Os ganhos dos giros vão para o saldo principal.',
    },
    percent: null,
    cap: null,
    wager: 30,
    campaignSlug: 'sky-forge',
    validDays: 14,
    public: true,
  },
];

export interface SeedCampaign {
  readonly gameSlug: string;
  readonly titles: Texts;
  readonly spins: number;
  readonly days: number;
}

export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  {
    gameSlug: 'sky-forge',
    titles: {
      ru: 'Фриспины в игре «Небесная кузня»',
      en: 'Sky Forge free spins',
      kz: '«Аспан ұстаханасы» фриспиндері',
      br: 'Giros grátis em Forja Celeste',
    },
    spins: 50,
    days: 14,
  },
  {
    gameSlug: 'sandstone-scroll',
    titles: {
      ru: 'Неделя игры «Свиток из песчаника»',
      en: 'Sandstone Scroll week',
      kz: '«Құмтас шиыршығы» аптасы',
      br: 'Semana do Pergaminho de Arenito',
    },
    spins: 20,
    days: 7,
  },
];

const step = (titles: Texts, percent: number, freeSpins: number) => ({
  titles,
  percent,
  free_spins: freeSpins,
});

export const SEED_WELCOME_PACKS = [
  {
    titles: {
      ru: 'Приветственный пакет до 500%',
      en: 'Welcome pack up to 500%',
      kz: '500%-ға дейін сәлемдесу пакеті',
      br: 'Pacote de boas-vindas até 500%',
    },
    steps: [
      // The first step is the 100 % every page promises (WELCOME100); the four still add up to 500 %.
      step({ ru: '1-й депозит', en: '1st deposit', kz: '1-ші депозит', br: '1º depósito' }, 100, 50),
      step({ ru: '2-й депозит', en: '2nd deposit', kz: '2-ші депозит', br: '2º depósito' }, 125, 50),
      step({ ru: '3-й депозит', en: '3rd deposit', kz: '3-ші депозит', br: '3º depósito' }, 100, 75),
      step({ ru: '4-й депозит', en: '4th deposit', kz: '4-ші депозит', br: '4º depósito' }, 175, 100),
    ],
  },
];

export const SEED_UTM = [
  {
    source: 'google',
    campaign: 'welcome',
    advId: 'adv-google-welcome',
    promoType: 'promo_code',
    promoValue: 'WELCOME100',
  },
  {
    source: 'telegram',
    campaign: 'freespins',
    advId: 'adv-telegram-fs',
    promoType: 'promo_code',
    promoValue: 'FREESPINS',
  },
  { source: 'partner', campaign: 'cpa', advId: 'adv-partner-cpa', promoType: null, promoValue: null },
];
