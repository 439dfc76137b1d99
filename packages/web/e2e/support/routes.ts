import { readFileSync } from 'node:fs';

// The §2 route table the browser tests walk, with each page's heading in a locale's own bundle.

type Bundle = Record<string, unknown>;
export type Locale = 'ru' | 'en' | 'kz' | 'br';

function bundle(locale: Locale, namespace: string): Bundle {
  const file = new URL(`../../src/i18n/locales/${locale}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Bundle;
}

/** A translated text as the page shows it: `gameRounds:case.title` with `{{name}}` filled in. */
export function text(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], bundle(locale, namespace));
  if (typeof value !== 'string') throw new Error(`no ${locale} text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

const ORIGINALS = ['coinflip', 'crash', 'dice', 'hilo', 'keno', 'miner', 'roulette', 'wheel'];
const ROOMS = ['red', 'yellow', 'purple'];
const STATUSES = ['active', 'upcoming', 'finished'];
const POLICIES = [
  ['en', 'kyc'],
  ['en', 'user-agreement'],
  ['ru', 'confidential'],
  ['ru', 'user-agreement'],
] as const;

/** Every route of §2, with the heading each must open with in `locale`. */
/** The titles the API gives two games in each language (issue 34: slots and tables have titles in every language). */
const GAME_TITLES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  'prism-drift': { ru: 'Дрейф призмы', en: 'Prism Drift', kz: 'Призма ағысы', br: 'Deriva do Prisma' },
  'classic-roulette': {
    ru: 'Классическая рулетка',
    en: 'Classic Roulette',
    kz: 'Классикалық рулетка',
    br: 'Roleta Clássica',
  },
};

export function routes(locale: Locale): readonly (readonly [path: string, heading: string])[] {
  const t = (key: string, params?: Record<string, string>) => text(locale, key, params);
  const title = (slug: string) => GAME_TITLES[slug]?.[locale] ?? slug;
  return [
    ['/', t('home:title')],
    ['/betting', t('betting:title')],
    ['/bonuses', t('bonuses:title')],
    ['/fairness', t('fairnessVerifier:verifier.title')],
    ['/faq', t('faq:title')],
    ['/games', t('gameLists:hub.title')],
    ['/games/cases', t('games:cases.title')],
    ['/games/cases/gold', t('gameRounds:case.title', { name: t('gameRounds:caseNames.gold') })],
    ...ORIGINALS.map((game) => [`/games/${game}`, t(`games:original.${game}`)] as const),
    ['/games/slots', t('gameLists:list.slots')],
    ['/games/slots/prism-drift/demo', t('gameLists:launch.demo', { title: title('prism-drift') })],
    ['/games/slots/prism-drift/play', t('gameLists:launch.play', { title: title('prism-drift') })],
    ['/games/live-casino', t('gameLists:list.live-casino')],
    [
      '/games/live-casino/classic-roulette/demo',
      t('gameLists:launch.demo', { title: title('classic-roulette') }),
    ],
    [
      '/games/live-casino/classic-roulette/play',
      t('gameLists:launch.play', { title: title('classic-roulette') }),
    ],
    ['/games/rooms', t('games:rooms.title')],
    ...ROOMS.map((room) => [`/games/rooms/${room}`, t(`gameLive:room.${room}`)] as const),
    ...POLICIES.map(([lang, doc]) => [`/policy/${lang}/${doc}`, t(`policy:title.${doc}`)] as const),
    ['/profile', t('profile:overview.title')],
    ['/top', t('top:title')],
    ['/tournaments', t('tournaments:title')],
    ...STATUSES.map((status) => [`/tournaments/${status}`, t(`tournaments:byStatus.${status}`)] as const),
    ['/vip-club', t('vip:title')],
    ['/welcome-pack', t('welcome:title')],
    ['/password/reset', t('password:start.title')],
  ];
}

export const prefixed = (locale: Locale, path: string) =>
  locale === 'ru' ? path : `/${locale}${path === '/' ? '' : path}`;
