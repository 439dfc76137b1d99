import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createI18n } from '../i18n/i18n.ts';
import { LocaleScope, i18nFor, switchedLocales } from './LocaleScope.tsx';

let mounts = 0;
/** The language each page's effects found the API in when they started, as a view model's `start()` does. */
const started: string[] = [];
let apiLocale = 'ru';

/** A page that counts its mounts (a page's view model is made once a mount) and says its title in its language. */
function Page() {
  const { t } = useTranslation();
  const [mount] = useState(() => (mounts += 1));
  useEffect(() => void started.push(apiLocale), []);
  return <h1>{`${t('title')}, mount ${mount}`}</h1>;
}

async function at(path: string) {
  // The app's own i18n, over bundles of one title.
  const titles: Record<string, string> = { ru: 'Бонусы', en: 'Bonuses' };
  const i18n = await createI18n('ru', async (language, namespace) =>
    namespace === 'common' ? { title: titles[language] ?? '' } : {},
  );
  await i18n.loadLanguages('en');
  const onLocale = vi.fn((locale: string) => void (apiLocale = locale));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: () => (
          <LocaleScope i18n={i18n} onLocale={onLocale}>
            <Page />
          </LocaleScope>
        ),
        children: [{ path: 'bonuses' }, { path: 'bonuses/history' }, { path: 'en/bonuses' }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'Бонусы, mount 1' });
  return { router, i18n, onLocale };
}

afterEach(() => {
  cleanup();
  mounts = 0;
  started.length = 0;
  apiLocale = 'ru';
});

describe('LocaleScope', () => {
  it('mounts the page afresh in the new language when the address names another, so its data loads in it', async () => {
    const { router, onLocale } = await at('/bonuses');
    await act(() => router.navigate('/en/bonuses'));
    await screen.findByRole('heading', { name: 'Bonuses, mount 2' });
    expect(onLocale).toHaveBeenLastCalledWith('en');
    // The API's language had changed before the new page's effects started.
    expect(started).toEqual(['ru', 'en']);
    await act(() => router.navigate('/bonuses'));
    await screen.findByRole('heading', { name: 'Бонусы, mount 3' });
  });

  it('gives each language an instance of its own, and never changes the language of one a page has', async () => {
    const { router, i18n } = await at('/bonuses');
    await act(() => router.navigate('/en/bonuses'));
    await screen.findByRole('heading', { name: 'Bonuses, mount 2' });
    // The page being left re-rendered by its own instance would still be in Russian.
    expect(i18n.language).toBe('ru');
    expect(i18nFor(i18n, 'en').language).toBe('en');
    expect(i18nFor(i18n, 'en')).toBe(i18nFor(i18n, 'en'));
    expect(i18nFor(i18n, 'ru')).toBe(i18n);
    expect(switchedLocales(i18n)).toEqual(['en']);
  });

  it('keeps the page mounted on a navigation within the same language', async () => {
    const { router, onLocale } = await at('/bonuses');
    await act(() => router.navigate('/bonuses/history'));
    await screen.findByRole('heading', { name: 'Бонусы, mount 1' });
    expect(onLocale).toHaveBeenCalledTimes(1);
  });
});
