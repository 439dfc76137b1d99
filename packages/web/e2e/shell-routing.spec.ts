import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { newPlayerSpeaking } from './support/games.ts';
import { openPage, waitForAppReady } from './support/ready.ts';
import { patient } from './support/patience.ts';

const NOT_FOUND = [
  { prefix: '', heading: 'Страница не найдена' },
  { prefix: '/en', heading: 'Page Not Found' },
  { prefix: '/kz', heading: 'Бет табылмады' },
  { prefix: '/br', heading: 'Página não encontrada' },
];

test.describe('routing', () => {
  for (const { prefix, heading } of NOT_FOUND) {
    test(`an unknown route under "${prefix || '/'}" shows the 404 page inside the default layout`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/no/such/page`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('[data-page="not-found"]')).toBeVisible();
      await expect(page.locator('[data-layout="default"]')).toBeVisible();
    });
  }

  test('a tournament status that does not exist is a 404', async ({ page }) => {
    await page.goto('/en/tournaments/someday');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('/error reads its errorCode', async ({ page }) => {
    await page.goto('/en/error?errorCode=500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.getByText('The site ran into an error. We are on it.')).toBeVisible();
  });

  test('switching language keeps the page and its query, and changes the text in all four locales', async ({
    page,
  }) => {
    // The select works once the app has hydrated the server's page.
    await openPage(page, '/faq?topic=deposits');
    const steps = [
      { from: 'Язык', value: 'en', url: '/en/faq?topic=deposits', nav: 'Games' },
      { from: 'Language', value: 'kz', url: '/kz/faq?topic=deposits', nav: 'Ойындар' },
      { from: 'Тіл', value: 'br', url: '/br/faq?topic=deposits', nav: 'Jogos' },
      { from: 'Idioma', value: 'ru', url: '/faq?topic=deposits', nav: 'Игры' },
    ];
    for (const step of steps) {
      await page.getByRole('combobox', { name: step.from }).selectOption(step.value);
      await expect(page).toHaveURL(step.url);
      await expect(
        page.getByRole('navigation').getByRole('link', { name: step.nav, exact: true }),
      ).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  });

  test('a page-view event with the full path and the route name reaches /ingest after each navigation', async ({
    page,
    localApi,
  }) => {
    const marker = `pv${Date.now()}`;
    await openPage(page, `/en/faq?run=${marker}`);
    // An in-app navigation that keeps the query: the language switch.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('kz');
    await expect(page).toHaveURL(`/kz/faq?run=${marker}`);
    await expect
      .poll(async () => (await localApi.pageViews()).filter((url) => url.includes(marker)), {
        timeout: patient(30_000),
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(`/en/faq?run=${marker}`),
          expect.stringContaining(`/kz/faq?run=${marker}`),
        ]),
      );
    // Each view is named by its route and locale (§2 route-name suffixes).
    const named = (await localApi.namedPageViews()).filter((view) => view.url.includes(marker));
    expect(named.map((view) => view.route)).toEqual(expect.arrayContaining(['faq___en', 'faq___kz']));
  });

  test('a player whose saved locale is Russian logs in on an English page and gets the Russian page, text and address together (§5)', async ({
    page,
    request,
  }) => {
    const email = await newPlayerSpeaking(request, 'ru');
    await page.goto('/en/faq?login');
    await waitForAppReady(page);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Частые вопросы');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page.getByRole('link', { name: 'Игры', exact: true }).first()).toHaveAttribute(
      'href',
      '/games',
    );
  });
});
