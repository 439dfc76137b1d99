import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fundedPlayer, logInAs, netWording, nextBet, settled } from './support/games.ts';
import { waitForLocaleBundlesCached, waitForServiceWorkerControl } from './support/offline.ts';
import { waitForAppReady } from './support/ready.ts';

// This file needs the service worker, which the suite blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

interface WireBet {
  readonly id: string | number;
  readonly fairness: { readonly server_seed_hashed: string; readonly nonce: number };
  readonly outcome: { readonly roll: number };
}

/** What the verifier must show for a bet: its roll, the commitment kept, and the same win or loss in net words. */
async function verifierShows(page: Page, roll: number, stake: number, payout: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Fairness verifier' })).toBeVisible();
  await expect(page.getByTestId('commitment-verdict')).toHaveText(/^✓ Matches/);
  await expect(page.getByTestId('verifier-outcome')).toHaveText(`Rolled ${roll.toFixed(2)}`);
  await expect(page.getByTestId('verifier-net')).toHaveText(netWording(stake, payout));
}

/** Worked example 1 of docs/fairness.md: dice under 50.50 at nonce 0, a roll of 6.07 that pays 1.96 USD. */
const WORKED_EXAMPLE = new URLSearchParams({
  game: 'dice',
  server_seed: '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2',
  server_seed_hashed: '9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9',
  client_seed: 'lucky-player-42',
  nonce: '0',
  target: '50.50',
  direction: 'under',
  stake: '1',
  currency: 'USD',
});

test.describe('provable fairness', () => {
  test('a player bets, rotates the seeds in the Fairness dialog and verifies the bet from the history', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/dice');
    await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
    const answer = nextBet(page, 'dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    const bet = ((await (await answer).json()) as { data: WireBet }).data;

    await page.getByRole('button', { name: 'Fairness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Provably fair' });
    await expect(dialog.getByText(bet.fairness.server_seed_hashed)).toBeVisible();
    await expect(dialog.getByText(String(bet.fairness.nonce + 1), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(
      dialog.getByText('Seeds rotated: the previous server seed is revealed below.'),
    ).toBeVisible();
    const revealed = dialog.locator('.seed-value', { hasText: 'Server seed (revealed)' }).locator('code');
    const serverSeed = await revealed.innerText();
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(bet.fairness.server_seed_hashed);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/en/profile/history');
    // The bets are in the server's HTML: their links answer once the page is hydrated.
    await waitForAppReady(page);
    await page
      .locator(`tr[data-bet-id="${bet.id}"]`)
      .getByRole('link', { name: `Verify the bet with nonce ${bet.fairness.nonce}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fairness verifier' })).toBeVisible();
    await expect(page.getByTestId('commitment-verdict')).toHaveText(/^✓ Matches/);
    await expect(page.getByTestId('verifier-outcome')).toHaveText(`Rolled ${bet.outcome.roll.toFixed(2)}`);
  });

  test('after a rotation, the result strip and the dialog link the bet with its seed and its choice (issue 38)', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/dice');
    await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).check();
    // Not the verifier's default choice (under 50): a link without the choice would judge this bet wrongly.
    await page.getByRole('radio', { name: 'Roll under' }).check();
    await page.getByRole('textbox', { name: 'Target' }).fill('98');
    await page.getByRole('textbox', { name: 'Target' }).blur();
    const answer = nextBet(page, 'dice');
    await page.getByRole('button', { name: 'Place bet' }).click();
    const response = await answer;
    const { stake, payout } = await settled(response);
    const bet = ((await response.json()) as { data: WireBet }).data;
    const check = page.getByRole('link', { name: /Check this bet's fairness/ }).first();
    await expect(check).not.toHaveAttribute('href', /server_seed=/);

    await page.getByRole('button', { name: 'Fairness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Provably fair' });
    await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
    const last = dialog.getByRole('link', { name: 'Verify the last bet of this pair' });
    await expect(last).toHaveAttribute('href', /server_seed=.*target=98\.00&direction=under/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The strip's link now carries the revealed seed: the verifier shows the roll and the same win or loss.
    await expect(check).toHaveAttribute('href', /server_seed=/);
    await check.click();
    await verifierShows(page, bet.outcome.roll, stake, payout);

    await page.goBack();
    await page.getByRole('button', { name: 'Fairness' }).click();
    await dialog.getByRole('link', { name: 'Verify the last bet of this pair' }).click();
    await verifierShows(page, bet.outcome.roll, stake, payout);
  });

  test('a roulette spin of two chips links the verifier to both, and it says the same win or loss (issue 38)', async ({
    page,
    request,
  }) => {
    await logInAs(page, await fundedPlayer(request), '/en/games/roulette');
    await page.getByRole('checkbox', { name: 'Instant mode (no animation)' }).check();
    // A straight and an even chance: a link that dropped either chip would judge the spin wrongly.
    await page.getByRole('button', { name: '17 black', exact: true }).click();
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    const answer = nextBet(page, 'roulette');
    await page.getByRole('button', { name: 'Place bet' }).click();
    const response = await answer;
    const { stake, payout } = await settled(response);
    const { pocket } = ((await response.json()) as { data: { outcome: { pocket: number } } }).data.outcome;

    await page.getByRole('button', { name: 'Fairness' }).click();
    const dialog = page.getByRole('dialog', { name: 'Provably fair' });
    await dialog.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(dialog.getByRole('link', { name: 'Verify the last bet of this pair' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const check = page.getByRole('link', { name: /Check this bet's fairness/ }).first();
    await expect(check).toHaveAttribute('href', /server_seed=/);
    await check.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fairness verifier' })).toBeVisible();
    await expect(page.getByTestId('commitment-verdict')).toHaveText(/^✓ Matches/);
    await expect(page.getByTestId('verifier-outcome')).toContainText(String(pocket));
    await expect(page.getByTestId('verifier-net')).toHaveText(netWording(stake, payout));
    // The amounts too: what came back, or the stake lost (a chip left out of the link changes one of them).
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    await expect(page.getByTestId('verifier-net')).toContainText(dollars(payout > 0 ? payout : stake));
  });

  test('the verifier re-derives a bet with the network off', async ({ page, context }) => {
    await page.goto('/en/fairness');
    await expect(page.getByRole('heading', { level: 1, name: 'Fairness verifier' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await waitForLocaleBundlesCached(page);

    await context.setOffline(true);
    await page.goto(`/en/fairness?${WORKED_EXAMPLE.toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fairness verifier' })).toBeVisible();
    await expect(page.getByTestId('commitment-verdict')).toHaveText(/^✓ Matches/);
    await expect(page.getByTestId('verifier-outcome')).toHaveText('Rolled 6.07');
    await expect(
      page.getByText('0f8c1831486b4804b1fdbf110bb91f04ed79922bb64d3c4d5f0268df1040c4cd'),
    ).toBeVisible();
    await expect(page.getByText('$1.96', { exact: true })).toBeVisible();
    await expect(page.getByTestId('verifier-net')).toHaveText('you won $1.96 (+$0.96)');
    // The payout's rounding step (docs/fairness.md, worked example 15): 196.03 cents, the draw keeps the 0.03.
    await expect(page.getByTestId('verifier-rounding')).toHaveText(
      'stake × multiplier = 196.0300 minor units; number 1 gives 2828 of 10,000, not below the 300 ten-thousandths left over: the whole part is paid.',
    );
    // The same bet on one cent is owed 1.9603 cents: the draw pays the 0.9603 as a whole cent.
    const oneCent = new URLSearchParams(WORKED_EXAMPLE);
    oneCent.set('stake', '0.01');
    await page.goto(`/en/fairness?${oneCent.toString()}`);
    await expect(page.getByTestId('verifier-rounding')).toHaveText(
      'stake × multiplier = 1.9603 minor units; number 1 gives 2828 of 10,000, below the 9603 ten-thousandths left over: one more unit is paid.',
    );
    await expect(page.getByTestId('verifier-net')).toHaveText('you won $0.02 (+$0.01)');

    // A server seed that is not behind the commitment is said to be so, in words.
    await page.getByLabel('Server seed', { exact: true }).fill('a'.repeat(64));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('commitment-verdict')).toHaveText(/^✗ Does not match/);
    await context.setOffline(false);
  });
});
