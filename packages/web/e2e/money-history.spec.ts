import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs } from './support/games.ts';
import { waitForAppReady } from './support/ready.ts';

test.describe('money history', () => {
  // Each journey registers, funds, logs in and bets before it starts.
  test.slow();
  // Each test has a player of its own: none reads what another changes.
  test.describe.configure({ mode: 'parallel' });

  test('the CSV export downloads and its rows match the page', async ({ page, request }) => {
    const email = await fundedPlayer(request);
    await logInAs(page, email, '/en/games/dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByTestId('game-announcement')).toContainText(/Roll/);

    await page.goto('/en/profile/history');
    // The rows are in the server's HTML: the export button answers once the page is hydrated.
    await waitForAppReady(page);
    const table = page.getByTestId('money-history');
    await expect(table.locator('tbody tr[data-kind="bet"]')).toBeVisible();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => ({ kind: row.getAttribute('data-kind'), at: row.getAttribute('data-created-at') })),
      );
    expect(shown.map((row) => row.kind)).toContain('deposit');
    expect(shown.map((row) => row.kind)).toContain('bet');
    await expect(table.locator('tbody tr[data-kind="deposit"]')).toContainText('Done');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('history.csv');
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe('created_at,kind,amount,currency,balance_after,status,bet_id');
    const rows = lines.slice(1).map((line) => {
      const [at, kind] = line.split(',');
      return { kind, at };
    });
    expect(rows.map((row) => row.kind)).toEqual(shown.map((row) => row.kind));
    expect(rows.map((row) => Date.parse(row.at ?? ''))).toEqual(shown.map((row) => Date.parse(row.at ?? '')));
  });

  test('a bet row opens its fairness proof in the verifier', async ({ page, request }) => {
    const email = await fundedPlayer(request);
    await logInAs(page, email, '/en/games/dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByTestId('game-announcement')).toContainText(/Roll/);
    await page.goto('/en/profile/history');
    // The rows are in the server's HTML: a click before the page is hydrated would reach no handler.
    await waitForAppReady(page);
    await page
      .getByTestId('money-history')
      .locator('tbody tr[data-kind="bet"]')
      .getByRole('button', { name: 'Fairness proof' })
      .click();
    await expect(page).toHaveURL(/\/en\/fairness\?game=dice/);
  });
});
