import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentApi, SeoData } from '@casino/core';
import { SEO_BUDGET_MS, seoPage, seoText } from './seoText.ts';

const i18n = { getFixedT: () => () => 'Casino' } as never;
const entry: SeoData = { title: 'Dice — Casino', description: 'Roll.', keywords: 'dice', text: '<p></p>' };

afterEach(() => {
  vi.useRealTimers();
});

describe('seoText', () => {
  it('asks the §3 SEO entry in the language of the page: Russian for kz, English for br', async () => {
    const seo = vi.fn<ContentApi['seo']>(async () => ({ ok: true, value: entry }));
    await seoText({ seo }, 'games-dice', 'kz', i18n);
    await seoText({ seo }, 'games-dice', 'br', i18n);
    expect(seo.mock.calls).toEqual([
      ['games-dice', 'ru'],
      ['games-dice', 'en'],
    ]);
  });

  it('gives the head the entry’s title, description and keywords', async () => {
    const text = await seoText({ seo: async () => ({ ok: true, value: entry }) }, 'games-dice', 'en', i18n);
    expect(text).toEqual({ title: 'Dice — Casino', description: 'Roll.', keywords: 'dice' });
  });

  it('falls back to the site’s name when the API fails', async () => {
    const failing = async () => ({ ok: false as const, error: { kind: 'server' as const, status: 500 } });
    expect(await seoText({ seo: failing }, 'home', 'ru', i18n)).toEqual({
      title: 'Casino',
      description: 'Casino',
      keywords: '',
    });
  });

  it('does not hold the page past its budget for a slow answer', async () => {
    vi.useFakeTimers();
    const pending = seoText({ seo: () => new Promise(() => undefined) }, 'home', 'ru', i18n);
    await vi.advanceTimersByTimeAsync(SEO_BUDGET_MS);
    await expect(pending).resolves.toMatchObject({ title: 'Casino' });
  });
});

describe('seoPage', () => {
  it('names the home page’s entry `home` and every other page by its route name', () => {
    expect(seoPage('index')).toBe('home');
    expect(seoPage(null)).toBe('home');
    expect(seoPage('games-slots')).toBe('games-slots');
  });
});
