import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, headerBalanceMinor, logInAs } from './support/games.ts';
import { waitForAppReady } from './support/ready.ts';
import { nextStep, openRoundWithOneGem, openTable, roundOf, tile } from './support/rounds.ts';
import { fetchClosing } from './support/routeFetch.ts';
import { patient } from './support/patience.ts';

const minor = (major: number) => Math.round(major * 100);

// An API restart mid-round is proven by the API's own suite (a round survives a restart on the same database).
// A funded player, a login, several steps and a reload or a second page: more than the default on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: patient(120_000) });

test.describe('a round survives what players do (issue 16)', () => {
  test('a reload mid-round brings the round back as it was, and it can be finished', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/miner');
    await openTable(page, 'miner', '1');
    const open = await openRoundWithOneGem(page);
    await page.reload();
    await expect(page.getByTestId('round-notice')).toHaveText('Your open round is back where you left it.');
    await expect(tile(page, 12)).toHaveAttribute('data-state', 'safe');
    await waitForAppReady(page);
    const answer = nextStep(page, 'miner', 'cashout');
    await page.getByRole('button', { name: 'Cash out' }).click();
    expect(await roundOf(answer)).toMatchObject({ id: open.id, status: 'cashed_out' });
  });

  test('a second tab sees the same round and cannot act on a step the first tab finished', async ({
    page,
    context,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/miner');
    await openTable(page, 'miner', '1');
    const open = await openRoundWithOneGem(page);
    const second = await context.newPage();
    await second.goto('/en/games/miner');
    await expect(tile(second, 12)).toHaveAttribute('data-state', 'safe');
    // The open round is in the server's HTML: its tiles answer once the page is hydrated.
    await waitForAppReady(second);

    const cashedOut = nextStep(page, 'miner', 'cashout');
    await page.getByRole('button', { name: 'Cash out' }).click();
    const done = await roundOf(cashedOut);

    const refused = nextStep(second, 'miner', 'actions');
    await tile(second, 0).click();
    expect((await refused).status()).toBe(409);
    await expect(second.getByTestId('round-notice')).toHaveText(
      'This round was played on in another tab or window: it is shown as it is now.',
    );
    await expect(tile(second, 0)).toHaveAttribute('data-state', 'hidden');
    await expect(second.getByRole('button', { name: 'Start the round' })).toBeVisible();
    expect(done.id).toBe(open.id);
    await second.reload();
    await expect.poll(() => headerBalanceMinor(second)).toBe(minor(done.balance));
  });

  test('a cash-out whose answer the network lost is sent again with its key and pays once', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/miner');
    await openTable(page, 'miner', '1');
    await openRoundWithOneGem(page);
    const sent: Request[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/cashout')) sent.push(req);
    });
    let dropped = false;
    await page.route('**/games/miner/rounds/*/cashout', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      // The server acts on the step; its answer never reaches the browser.
      await fetchClosing(route);
      return route.abort('failed');
    });
    const replayed = page.waitForResponse(
      (answer) => answer.url().endsWith('/cashout') && answer.headers()['idempotent-replayed'] === 'true',
    );
    await page.getByRole('button', { name: 'Cash out' }).click();
    const done = await roundOf(replayed);
    expect(done.status).toBe('cashed_out');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const keys = await Promise.all(sent.map((req) => req.headerValue('idempotency-key')));
    expect(new Set(keys).size).toBe(1);
    await expect(page.getByTestId('round-finished')).toContainText('Round cashed out:');
    await page.reload();
    await expect.poll(() => headerBalanceMinor(page)).toBe(minor(done.balance));
  });
});
