import { VIP_LEVELS } from '@casino/tables';

/** The published VIP table's highest cashback (issue 34): the texts quote the table, never a figure of their own. */
const VIP_TOP_CASHBACK = Math.max(...VIP_LEVELS.map((level) => level.cashbackPercent));

type Seo = { title: string; description: string; keywords: string; text: string };

const SITE = 'Casino';

const entry = (
  title: string,
  description: string,
  keywords: string,
  heading: string,
  paragraph: string,
): Seo => ({
  title: `${title} — ${SITE}`,
  description,
  keywords,
  text: `<h2>${heading}</h2><p>${paragraph}</p>`,
});

/** SEO by route name (the web app's route names) and language; `default` answers any other page. */
export const SEED_SEO: Record<string, { ru: Seo; en: Seo }> = {
  default: {
    ru: entry(
      'Онлайн-казино и ставки',
      'Слоты, живое казино, собственные игры и ставки на спорт.',
      'казино, слоты, ставки',
      'Играйте онлайн',
      'Слоты, живые столы, собственные игры и выплаты по опубликованным правилам.',
    ),
    en: entry(
      'Online casino and betting',
      'Slots, live casino, original games and sports betting.',
      'casino, slots, betting',
      'Play online',
      'Slots, live tables, our own games and payouts by published rules.',
    ),
  },
  home: {
    ru: entry(
      'Главная',
      'Казино с выплатами по опубликованным правилам, бонусом на первый депозит и турнирами с призами.',
      'казино, бонус, турниры',
      'Добро пожаловать',
      'Получите 100% на первый депозит и участвуйте в турнирах с призами.',
    ),
    en: entry(
      'Home',
      'A casino with payouts by published rules, a first deposit bonus and tournaments with prizes.',
      'casino, bonus, tournaments',
      'Welcome',
      'Get 100% on your first deposit and join tournaments with prizes.',
    ),
  },
  betting: {
    ru: entry(
      'Ставки на спорт',
      'Ставки на смоделированные матчи по футболу, хоккею, баскетболу, теннису и киберспорту в прематче и лайве.',
      'ставки, спорт, лайв',
      'Ставки на спорт',
      'Смоделированные матчи пяти видов спорта начинаются каждые несколько минут, круглые сутки.',
    ),
    en: entry(
      'Sports betting',
      'Bet on simulated football, hockey, basketball, tennis and esports matches, pre-match and live.',
      'betting, sports, live',
      'Sports betting',
      'Simulated matches in five sports kick off every few minutes, around the clock.',
    ),
  },
  bonuses: {
    ru: entry(
      'Бонусы',
      'Приветственные бонусы, фриспины и промокоды.',
      'бонусы, фриспины, промокод',
      'Бонусы и акции',
      'Активируйте промокод и получите бонус к депозиту.',
    ),
    en: entry(
      'Bonuses',
      'Welcome bonuses, free spins and promo codes.',
      'bonuses, free spins, promo code',
      'Bonuses and promotions',
      'Activate a promo code and get a deposit bonus.',
    ),
  },
  faq: {
    ru: entry(
      'Вопросы и ответы',
      'Ответы на частые вопросы о регистрации, депозитах и бонусах.',
      'faq, помощь',
      'Частые вопросы',
      'Не нашли ответ? Напишите в чат поддержки.',
    ),
    en: entry(
      'FAQ',
      'Answers about signing up, deposits and bonuses.',
      'faq, help',
      'Frequently asked questions',
      'Did not find your answer? Write to support chat.',
    ),
  },
  top: {
    ru: entry(
      'Топ выигрышей',
      'Самые крупные выигрыши игроков.',
      'выигрыши, топ',
      'Топ выигрышей',
      'Крупнейшие выигрыши недели.',
    ),
    en: entry(
      'Top wins',
      'The biggest wins of our players.',
      'wins, top',
      'Top wins',
      'The biggest wins of the week.',
    ),
  },
  tournaments: {
    ru: entry(
      'Турниры',
      'Турниры с призовыми фондами в слотах и собственных играх.',
      'турниры, призы',
      'Турниры',
      'Набирайте очки и делите призовой фонд.',
    ),
    en: entry(
      'Tournaments',
      'Tournaments with prize pools in slots and original games.',
      'tournaments, prizes',
      'Tournaments',
      'Score points and share the prize pool.',
    ),
  },
  'vip-club': {
    ru: entry(
      'VIP-клуб',
      `Уровни растут с депозитами, кешбэк до ${VIP_TOP_CASHBACK}% от чистого проигрыша недели.`,
      'vip, кешбэк',
      'VIP-клуб',
      'Пять уровней: чем больше подтверждённых депозитов, тем выше кешбэк.',
    ),
    en: entry(
      'VIP club',
      `Levels that grow with your deposits, up to ${VIP_TOP_CASHBACK}% cashback on the week's net loss.`,
      'vip, cashback',
      'VIP club',
      'Five levels: the more confirmed deposits, the higher the weekly cashback.',
    ),
  },
  'welcome-pack': {
    ru: entry(
      'Приветственный пакет',
      'До 500% и 275 фриспинов на первые четыре депозита.',
      'приветственный бонус, фриспины',
      'Приветственный пакет',
      'Четыре депозита — четыре бонуса.',
    ),
    en: entry(
      'Welcome pack',
      'Up to 500% and 275 free spins on your first four deposits.',
      'welcome bonus, free spins',
      'Welcome pack',
      'Four deposits, four bonuses.',
    ),
  },
  'games-slots': {
    ru: entry(
      'Слоты',
      'Слоты наших студий: Lumen Reelworks, Brightmoor Studio, Quillstone Games и других.',
      'слоты, игровые автоматы',
      'Слоты',
      'Играйте в демо или на деньги.',
    ),
    en: entry(
      'Slots',
      'Slots by our studios: Lumen Reelworks, Brightmoor Studio, Quillstone Games and more.',
      'slots, slot machines',
      'Slots',
      'Play for fun or for real money.',
    ),
  },
  'games-live-casino': {
    ru: entry(
      'Живое казино',
      'Рулетка, блэкджек, баккара и колёса: один раунд для всех игроков, без дилера.',
      'живое казино, рулетка',
      'Живое казино',
      'Карты и шар выпадают из доказуемо честного генератора.',
    ),
    en: entry(
      'Live casino',
      'Roulette, blackjack, baccarat and money wheels: one round for every player, no dealer.',
      'live casino, roulette',
      'Live casino',
      'The cards and the ball come from the provably fair generator.',
    ),
  },
  'games-crash': {
    ru: entry(
      'Crash',
      'Заберите выигрыш до того, как ракета улетит.',
      'crash, краш',
      'Crash',
      'Множитель растёт — решите, когда остановиться.',
    ),
    en: entry(
      'Crash',
      'Cash out before the rocket flies away.',
      'crash game',
      'Crash',
      'The multiplier climbs — decide when to stop.',
    ),
  },
};
