import { describe, expect, it, vi } from 'vitest';
import { SharedI18n } from './i18n.ts';
import { MEMO_LIMIT, TranslationMemo } from './translationMemo.ts';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';

const texts = {
  welcome: 'Welcome to {{brand}}',
  hello: 'Hello, {{name}}',
  bets_one: '{{count}} bet',
  bets_other: '{{count}} bets',
  menu: { title: 'Menu' },
};

async function counted() {
  let lookups = 0;
  const shared = new SharedI18n(async (language, namespace) => ({
    ...texts,
    where: `${language}:${namespace}`,
  }));
  const request = async () => {
    const i18n = await shared.forRequest('en', { brand: 'Demo' });
    const { translator } = i18n as unknown as {
      translator: { translate: (...args: unknown[]) => unknown };
    };
    const translate = translator.translate.bind(translator);
    vi.spyOn(translator, 'translate').mockImplementation((...args: unknown[]) => {
      lookups += 1;
      return translate(...args);
    });
    return i18n;
  };
  return { request, lookups: () => lookups };
}

describe('TranslationMemo (issue 35, item 4: the server looks a text up once)', () => {
  it('never answers a t made with fixed options from the memo: its options could change the text', async () => {
    const { request, lookups } = await counted();
    const i18n = await request();
    expect(i18n.getFixedT('en', 'common')('welcome')).toBe('Welcome to Demo');
    const fixed = (i18n.getFixedT as (...args: unknown[]) => (key: string) => string)(
      'en',
      'common',
      undefined,
      {
        brand: 'Other',
      },
    );
    fixed('welcome');
    fixed('welcome');
    expect(lookups()).toBe(3);
  });

  it('answers a component’s useTranslation t from the memo, with options or without', async () => {
    const { request, lookups } = await counted();
    function Tile() {
      const { t } = useTranslation('common');
      return <p>{`${t('welcome')} ${t('hello', { name: 'Dice' })} ${t('bets', { count: 2 })}`}</p>;
    }
    const page = async () =>
      renderToString(
        <I18nextProvider i18n={await request()}>
          <Tile />
        </I18nextProvider>,
      );
    expect(await page()).toContain('Welcome to Demo Hello, Dice 2 bets');
    expect(await page()).toContain('Welcome to Demo Hello, Dice 2 bets');
    expect(lookups()).toBe(3);
  });

  it('looks a text asked without options up once for every request of the process, the same text', async () => {
    const { request, lookups } = await counted();
    const first = await request();
    expect(first.getFixedT('en', 'common')('welcome')).toBe('Welcome to Demo');
    const second = await request();
    const t = second.getFixedT('en', 'common');
    expect(t('welcome')).toBe('Welcome to Demo');
    expect(t('welcome')).toBe('Welcome to Demo');
    expect(second.getFixedT('en', 'common', 'menu')('title')).toBe('Menu');
    expect(lookups()).toBe(2);
  });

  it('looks a text with options up once per call: one player’s name or count never reaches another’s page', async () => {
    const { request, lookups } = await counted();
    const alice = (await request()).getFixedT('en', 'common');
    expect(alice('hello', { name: 'Alice' })).toBe('Hello, Alice');
    expect(alice('bets', { count: 1 })).toBe('1 bet');
    const bob = (await request()).getFixedT('en', 'common');
    expect(bob('hello', { name: 'Bob' })).toBe('Hello, Bob');
    expect(bob('bets', { count: 3 })).toBe('3 bets');
    expect(bob('hello')).not.toContain('Alice');
    expect(lookups()).toBe(5);
    // The same call again, in another request: the same text, from the memo.
    const carol = (await request()).getFixedT('en', 'common');
    expect(carol('hello', { name: 'Bob' })).toBe('Hello, Bob');
    expect(carol('bets', { count: 1 })).toBe('1 bet');
    expect(lookups()).toBe(5);
    // A count written as a word is another call: no plural, so not the text kept for the number.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(carol('bets', { count: '1' })).not.toBe('1 bet');
    warn.mockRestore();
    expect(lookups()).toBe(6);
  });

  it('looks a call up every time when its options are not plain values', async () => {
    const { request, lookups } = await counted();
    const t = (await request()).getFixedT('en', 'common') as unknown as (
      key: string,
      options: object,
    ) => string;
    expect(t('hello', { name: undefined })).toBe('Hello, ');
    expect(t('hello', { name: undefined })).toBe('Hello, ');
    t('hello', { name: { first: 'Alice' } });
    t('hello', { name: { first: 'Alice' } });
    expect(lookups()).toBe(4);
  });

  it('starts its texts with options again once full, and still answers them', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: texts } }, defaultNS: 'common' });
    const memo = new TranslationMemo(10, 3);
    memo.install(i18n);
    const t = i18n.getFixedT('en', 'common');
    for (let count = 1; count <= 4; count += 1)
      expect(t('bets', { count })).toBe(`${count} bet${count > 1 ? 's' : ''}`);
    expect(memo.sizeWithOptions).toBe(1);
    expect(t('bets', { count: 4 })).toBe('4 bets');
  });

  it('keeps no key it did not find: it warns each time, and finds the text once its namespace is loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { request } = await counted();
    const i18n = await request();
    const t = i18n.getFixedT('en', 'common');
    expect(t('missing')).toBe('missing');
    expect(t('missing')).toBe('missing');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    const late = await request();
    await late.loadNamespaces('games');
    expect(late.getFixedT('en', 'games')('where')).toBe('en:games');
  });

  it('keeps a text found under its very key without asking i18next again whether it exists; a plural asks', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: texts } }, defaultNS: 'common' });
    new TranslationMemo().install(i18n);
    const exists = vi.spyOn(i18n, 'exists');
    const t = i18n.getFixedT('en', 'common');
    expect(t('hello', { name: 'Dice' })).toBe('Hello, Dice');
    expect(t('menu.title')).toBe('Menu');
    expect(exists).not.toHaveBeenCalled();
    // Only its forms are in the bundles (bets_one, bets_other): i18next says whether the key is found, once.
    expect(t('bets', { count: 3 })).toBe('3 bets');
    expect(t('bets', { count: 3 })).toBe('3 bets');
    expect(exists).toHaveBeenCalledTimes(1);
  });

  it('keeps each language and each operator apart', async () => {
    const shared = new SharedI18n(async (language) => ({ welcome: `${language}: {{brand}}` }));
    const en = await shared.forRequest('en', { brand: 'One' });
    const other = await shared.forRequest('en', { brand: 'Other' });
    const kz = await shared.forRequest('kz', { brand: 'One' });
    expect(en.getFixedT('en', 'common')('welcome')).toBe('en: One');
    expect(other.getFixedT('en', 'common')('welcome')).toBe('en: Other');
    expect(kz.getFixedT('kz', 'common')('welcome')).toBe('kz: One');
    await en.changeLanguage('br');
    expect(en.getFixedT('br', 'common')('welcome')).toBe('br: One');
  });

  it('stops keeping texts past its limit, and still answers them', async () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`k${index}`, `v${index}`]));
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: many } }, defaultNS: 'common' });
    const memo = new TranslationMemo(10);
    memo.install(i18n);
    const t = i18n.getFixedT('en', 'common');
    for (let index = 0; index < 12; index += 1) expect(t(`k${index}`)).toBe(`v${index}`);
    expect(memo.size).toBe(10);
    expect(MEMO_LIMIT).toBeGreaterThan(10);
  });
});
