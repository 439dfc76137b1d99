// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  ENGLISH_WORDS,
  LOCALES,
  PORTUGUESE_WORDS,
  RUSSIAN_WORDS,
  textProblems,
  type Locale,
} from './textGuard.ts';

// What the browser tests' text guard (issue 38) finds in a page's text, and what it leaves alone: plain functions of
// the text, proven here without a browser; e2e/text-guard.spec.ts proves the page fixture reads every page with them.

/** Every message of a locale's bundles, one a line. */
function messages(locale: Locale): string {
  const dir = new URL(`../../src/i18n/locales/${locale}/`, import.meta.url);
  const values = (tree: unknown): string[] =>
    typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(values);
  return readdirSync(dir)
    .flatMap((file) => values(JSON.parse(readFileSync(new URL(file, dir), 'utf8'))))
    .join('\n');
}

describe('the text guard reads', () => {
  test('an unfilled placeholder, a key and a word of another locale', () => {
    expect(textProblems('Skip the card ({{left}} skips left)', 'en')).toEqual([
      'an unfilled placeholder: "Skip the card ({{left}} skips left)"',
    ]);
    expect(textProblems('Football\nsports.football\noriginal.dice · otherGames', 'en')).toEqual([
      'a translation key: "sports.football"',
      'a translation key: "original.dice"',
      'a translation key: "otherGames"',
    ]);
    expect(textProblems('Deposit\nМобильный перевод', 'en')).toEqual([
      'a Cyrillic word on a en page: "Мобильный"',
      'a Cyrillic word on a en page: "перевод"',
    ]);
    expect(textProblems('Казино\nLog in', 'ru')).toEqual(['a word of another locale on a ru page: "Log in"']);
    expect(textProblems('Ойындар\nВойти', 'kz')).toEqual(['a word of another locale on a kz page: "Войти"']);
    expect(textProblems('Jogos\nCash out', 'br')).toEqual([
      'a word of another locale on a br page: "Cash out"',
    ]);
    expect(textProblems('Ставки\nҚазақстан', 'ru')).toEqual(['Kazakh on a ru page: "Қазақстан"']);
    expect(textProblems('Crash\nCasino Originals', 'br')).toEqual([
      'a word of another locale on a br page: "Originals"',
    ]);
  });

  test('a value a message was given empty: "Terminating hash , salt :" (issue 38)', () => {
    expect(textProblems('Terminating hash , salt : every round hash below chains to it', 'en')).toEqual([
      'an empty value: "Terminating hash , salt : every round hash below chains to it"',
    ]);
    expect(textProblems('Конечный хеш , соль :', 'ru')).toEqual(['an empty value: "Конечный хеш , соль :"']);
    expect(textProblems('Terminating hash 9f2c…, salt 41aa…: every round hash', 'en')).toEqual([]);
    expect(textProblems('Stake: $0.10 · Pot: $0.00\n1 000,50 ₽', 'en')).toEqual([]);
  });

  test('nothing in clean text: language names, addresses, amounts and words that only look alike', () => {
    const switcher = 'Русский\nEnglish\nҚазақша\nPortuguês (Brasil)';
    expect(textProblems(`${switcher}\nDeposits and withdrawals\ndemo@example.com\n2.50×`, 'en')).toEqual([]);
    expect(textProblems(`${switcher}\nDepositar agora\nSaldo: R$ 1,00`, 'br')).toEqual([]);
    expect(textProblems(`${switcher}\nПополнить\nCasino`, 'ru')).toEqual([]);
  });

  test("no locale's own messages hold a word its pages must not show", () => {
    for (const locale of LOCALES) {
      // Each value given (a number): an empty one reads as a finding of its own.
      const own = messages(locale).replace(/\{\{[^}]*\}\}/g, '0');
      const foreign = [
        ...(locale === 'en' ? [] : ENGLISH_WORDS),
        ...(locale === 'ru' ? [] : RUSSIAN_WORDS),
        ...(locale === 'br' ? [] : PORTUGUESE_WORDS),
      ].filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(own));
      expect(foreign, locale).toEqual([]);
      expect(textProblems(own, locale), locale).toEqual([]);
    }
  });
});
