import { expect, logInAsDemo, test } from './support/fixtures.ts';
import { prefixed, text } from './support/routes.ts';

// Issue 38: the English deposit dialog listed "Банковская карта", "СБП". A method's name is its en form on an English
// page (§3) and the locale bundle's translation in kz and br; the demo player pays in roubles.
const EXPECTED = {
  en: ['Bank card', 'Faster Payments (SBP)'],
  kz: ['Банк картасы', 'Жылдам төлемдер жүйесі (СБП)'],
  br: ['Cartão bancário', 'Pagamentos Rápidos (SBP)'],
} as const;

test.describe('the deposit dialog names each payment method in the page language', () => {
  for (const locale of ['en', 'br', 'kz'] as const satisfies readonly (keyof typeof EXPECTED)[]) {
    test(`in ${locale}`, async ({ page }) => {
      await logInAsDemo(page);
      await page.goto(`${prefixed(locale, '/')}?deposit`);
      const dialog = page.getByRole('dialog', { name: text(locale, 'payment:payIn.title') });
      const methods = dialog.getByLabel(text(locale, 'payment:payIn.methods'));
      await expect(methods.locator('option')).toHaveText([
        ...EXPECTED[locale],
        `USDT (TRC20) · ${text(locale, 'payment:payIn.crypto')}`,
      ]);
    });
  }
});
