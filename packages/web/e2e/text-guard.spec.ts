import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage } from './support/ready.ts';

// The page fixture's text guard (issue 38) catches each thing a player must not read, and only those: what it finds in
// a text is proven without a browser (support/textGuard.test.ts); here, that the fixture reads the pages a test shows.

// Each test has its own page and changes nothing on the server.
test.describe.configure({ mode: 'parallel' });

test('the page fixture leaves alone a part marked with its own language: a Russian policy on the English site', async ({
  page,
}) => {
  await openPage(page, '/en/policy/ru/user-agreement');
  await expect(page.locator('article[lang="ru"]')).toContainText(/[А-Яа-я]/);
});

/** Puts a line of text into the page, as a defect would. */
const show = (page: Page, line: string) =>
  page.evaluate((text) => {
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    document.body.append(paragraph);
  }, line);

test.describe('the page fixture fails a test whose page shows', () => {
  test('an unfilled placeholder', async ({ page }) => {
    test.fail();
    await openPage(page, '/en/faq');
    await show(page, 'Round resumed: {{revealed}} gems found');
  });

  test('a translation key, on a page since left', async ({ page }) => {
    test.fail();
    await openPage(page, '/en/faq');
    await show(page, 'slip.open');
    await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/en\/games$/);
    // Gone from the page the test ends on: only the looks taken at the navigation can catch it.
    await page.getByText('slip.open').evaluate((paragraph) => paragraph.remove());
  });

  test('a placeholder a click brings and the next takes away, before the end', async ({ page }) => {
    test.fail();
    await openPage(page, '/en/faq');
    // As hilo's skip button did during a round: "Skip the card ({{left}} skips left)", gone once the round ends.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Start';
      button.addEventListener(
        'click',
        () => {
          const skip = document.createElement('p');
          skip.textContent = 'Skip the card ({{left}} skips left)';
          button.after(skip);
          button.addEventListener('click', () => skip.remove());
        },
        { once: true },
      );
      document.querySelector('h1')?.after(button);
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('skips left')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('skips left')).toBeHidden();
  });

  test('a Russian word on an English page', async ({ page }) => {
    test.fail();
    await openPage(page, '/en/faq');
    await show(page, 'Банковская карта');
  });

  test('an English word on a Russian page', async ({ page }) => {
    test.fail();
    await openPage(page, '/faq');
    await show(page, 'Log in');
  });
});
