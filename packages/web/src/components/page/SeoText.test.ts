import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { FakeLocale } from '../../testing/fakeStores.ts';
import { SeoText } from './SeoText.ts';

describe('SeoText (§3)', () => {
  it('asks for ru on a Kazakh page, says the text is Russian, and asks again in English when the page turns English', async () => {
    const content = new FakeContentApi();
    const locale = new FakeLocale('kz');
    const text = new SeoText(content, locale);
    text.start('home');
    expect(text.language).toBe('ru');
    locale.setLocale('en');
    expect(text.language).toBe('en');
    await Promise.resolve();
    expect(content.calls.filter((call) => call.call === 'seo').map((call) => call.args)).toEqual([
      ['home', 'ru'],
      ['home', 'en'],
    ]);
    text.dispose();
  });
});
