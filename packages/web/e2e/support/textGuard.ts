import { readdirSync, readFileSync } from 'node:fs';

// What a player must never read (issue 38): an unfilled `{{placeholder}}`, a translation key in place of its text, or
// a word of another locale than the page's. The browser tests' page fixture runs it over every page's visible text.

export type Locale = 'ru' | 'en' | 'kz' | 'br';
export const LOCALES: readonly Locale[] = ['ru', 'en', 'kz', 'br'];

const LOCALES_DIR = new URL('../../src/i18n/locales/', import.meta.url);

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Every key of the locale bundles, as a component asks for it (`slip.open`) and with its namespace (`betting:slip.open`). */
export function bundleKeys(): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(new URL('en/', LOCALES_DIR))) {
    const namespace = file.replace(/\.json$/, '');
    const tree: unknown = JSON.parse(readFileSync(new URL(`en/${file}`, LOCALES_DIR), 'utf8'));
    for (const key of leafKeys(tree)) {
      keys.add(key);
      keys.add(`${namespace}:${key}`);
    }
  }
  return keys;
}

/** A key's shape: dotted (`sports.football`), with a namespace (`games:title`), or one camel-cased word (`otherGames`). */
const KEY_SHAPED = /[A-Za-z][\w-]*(?:[.:][A-Za-z0-9_-]+)+|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

/** Names of languages the language switcher gives in their own language, on every page. */
const LANGUAGE_NAMES = ['Русский', 'Қазақша'];

const word = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}])(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
    'gu',
  );

/** English interface words: a ru, kz or br page never has them (checked against those bundles by the guard's test). */
export const ENGLISH_WORDS = [
  'Log in',
  'Sign up',
  'Deposit',
  'Withdraw',
  'Loading',
  'Try again',
  'Cash out',
  'Place bet',
  'Balance',
  'You won',
  'Password',
  'Originals',
];
/** Russian interface words Kazakh does not share (Kazakh has its own Cyrillic, so letters alone cannot tell). */
export const RUSSIAN_WORDS = [
  'Войти',
  'Выйти',
  'Пополнить',
  'Загрузка',
  'Ошибка',
  'Регистрация',
  'Попробуйте',
  'Пароль',
  'Вывод',
];
/** Portuguese interface words. */
export const PORTUGUESE_WORDS = [
  'Entrar',
  'Depositar',
  'Apostar',
  'Carregando',
  'Jogos',
  'Senha',
  'Saldo',
  'Sacar',
];
/**
 * A value a message named and was given empty: a word, a space, then the punctuation that followed the value
 * ("Terminating hash , salt :"). No locale writes a space before a comma, a colon or a semicolon.
 */
const EMPTY_VALUE = /\p{L} [,:;](?=\s|$)/u;
/** Any Cyrillic word: never on an en or br page, except the language names. */
const CYRILLIC_WORD = /\p{Script=Cyrillic}[\p{Script=Cyrillic}\p{M}]*/gu;
/** A letter only Kazakh has: never on a ru page, except in the language names. */
const KAZAKH_LETTER = /[ӘәҒғҚқҢңӨөҰұҮүҺһІі]/u;

/** Per locale, the words of other locales its pages must not show. */
export const FOREIGN_WORDS: Readonly<Record<Locale, readonly RegExp[]>> = {
  ru: [word(ENGLISH_WORDS), word(PORTUGUESE_WORDS)],
  en: [word(PORTUGUESE_WORDS), word(RUSSIAN_WORDS)],
  kz: [word(ENGLISH_WORDS), word(PORTUGUESE_WORDS), word(RUSSIAN_WORDS)],
  br: [word(ENGLISH_WORDS), word(RUSSIAN_WORDS)],
};

let keys: ReadonlySet<string> | null = null;

/** What is wrong with a page's visible text in `locale`: one line a finding, none when the text is clean. */
export function textProblems(text: string, locale: Locale): string[] {
  keys ??= bundleKeys();
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    if (line.includes('{{')) problems.push(`an unfilled placeholder: "${line.trim()}"`);
    else if (EMPTY_VALUE.test(line)) problems.push(`an empty value: "${line.trim()}"`);
  }
  for (const token of new Set(text.match(KEY_SHAPED) ?? [])) {
    if (keys.has(token)) problems.push(`a translation key: "${token}"`);
  }
  const outsideNames = LANGUAGE_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text);
  for (const pattern of FOREIGN_WORDS[locale]) {
    for (const found of new Set(outsideNames.match(pattern) ?? [])) {
      problems.push(`a word of another locale on a ${locale} page: "${found}"`);
    }
  }
  if (locale === 'en' || locale === 'br') {
    for (const found of new Set(outsideNames.match(CYRILLIC_WORD) ?? [])) {
      problems.push(`a Cyrillic word on a ${locale} page: "${found}"`);
    }
  }
  if (locale === 'ru') {
    const line = outsideNames.split('\n').find((candidate) => KAZAKH_LETTER.test(candidate));
    if (line !== undefined) problems.push(`Kazakh on a ru page: "${line.trim()}"`);
  }
  return problems;
}

/** The locale of a page from its `<html lang>`: what the app says its text is in. */
export function localeOfLang(lang: string): Locale | null {
  const tag = lang.toLowerCase();
  if (tag === 'pt-br' || tag === 'br') return 'br';
  if (tag.startsWith('kk') || tag === 'kz') return 'kz';
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('ru')) return 'ru';
  return null;
}
