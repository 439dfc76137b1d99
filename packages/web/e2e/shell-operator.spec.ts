import { expect, test } from './support/fixtures.ts';
import { waitForAppReady } from './support/ready.ts';
import { E2E_OPERATOR } from './support/servers.ts';

const { brand, legalEntity, licence, authority, supportEmail } = E2E_OPERATOR;

test.describe("the operator's identity, from the build's configuration (issue 34)", () => {
  test('the configured brand is in the header, the footer, the legal text, the title and the manifest', async ({
    page,
    request,
  }) => {
    await page.goto('/en');
    await waitForAppReady(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${brand} — home page` })).toHaveText(brand);
    await expect(page).toHaveTitle(new RegExp(brand));

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      `${brand} is operated by ${legalEntity} under licence ${licence}, issued by ${authority}.`,
    );
    await expect(footer.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${brand}`);
    await expect(footer).not.toContainText('local demonstration');

    await footer.getByRole('link', { name: 'User agreement' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User agreement');
    const agreement = page.locator('article.policy');
    await expect(agreement).toContainText(`use the ${brand} website and app`);
    await expect(agreement).toContainText(
      `operated by ${legalEntity} under licence ${licence}, issued by ${authority}`,
    );
    await expect(agreement).toContainText(
      `refer the complaint to ${authority}, which issued our licence ${licence}`,
    );
    await expect(agreement).not.toContainText('named in our licence');

    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: brand, short_name: brand });
  });

  test('the Russian pages name the same operator in their own words', async ({ page }) => {
    await page.goto('/policy/ru/user-agreement');
    await waitForAppReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: `${brand} — на главную` })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `${brand} управляет ${legalEntity} по лицензии ${licence}, выданной ${authority}.`,
    );
    await expect(page.locator('article.policy')).toContainText(`Оператор сайта — ${legalEntity}`);
  });
});
