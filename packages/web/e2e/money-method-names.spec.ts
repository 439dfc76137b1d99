import { DEMO_EMAIL, expect, test } from './support/fixtures.ts';
import { logInAs } from './support/games.ts';
import { prefixed, text } from './support/routes.ts';

// Issue 38: the English deposit dialog listed "Банковская карта", "СБП". A method's name is its en form on an English
// page (§3) and the locale bundle's translation in kz and br; the demo player pays in roubles.
const EXPECTED = {
  en: ['Bank card', 'Faster Payments (SBP)'],
  kz: ['Банк картасы', 'Жылдам төлемдер жүйесі (СБП)'],
  br: ['Cartão bancário', 'Pagamentos Rápidos (SBP)'],
} as const;
const LOCALES = ['en', 'br', 'kz'] as const satisfies readonly (keyof typeof EXPECTED)[];

/**
 * The three locales on one page of one logged-in player (a login over the API; the Login modal is tested where it is the
 * subject): the dialog's bundles come from the page's cache after the first. Each locale has a test's time of its own.
 */
test('the deposit dialog names each payment method in the page language: en, br, kz', async ({ page }) => {
  test.setTimeout(LOCALES.length * test.info().timeout);
  await logInAs(page, DEMO_EMAIL, `${prefixed(LOCALES[0], '/')}?deposit`);
  for (const locale of LOCALES) {
    await test.step(`in ${locale}`, async () => {
      if (locale !== LOCALES[0]) await page.goto(`${prefixed(locale, '/')}?deposit`);
      const dialog = page.getByRole('dialog', { name: text(locale, 'payment:payIn.title') });
      const methods = dialog.getByLabel(text(locale, 'payment:payIn.methods'));
      await expect(methods.locator('option')).toHaveText([
        ...EXPECTED[locale],
        `USDT (TRC20) · ${text(locale, 'payment:payIn.crypto')}`,
      ]);
    });
  }
});
