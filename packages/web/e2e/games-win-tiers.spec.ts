import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { funded, logInAs, nextBet, settled } from './support/games.ts';
import { API_URL } from './support/servers.ts';

/**
 * Issue 36 (3): a win that scales with its size is seen to. A real dice bet through the API wins 11× the stake (a big
 * win) and then 66× (a huge win), each badge shown over the board once it stops; with reduced motion the huge one shows
 * at once, still. The outcomes are known before the bets, honestly: the development API reads back the player's
 * active server seed (`/__dev/seed-pair`, development mode on loopback only: docs/fairness.md), and the test picks the
 * client seed that makes the next two rolls win, by the derivation of docs/fairness.md, then sets it as a player sets
 * theirs. The server seed was committed before: its hash is the one the bets carry.
 */

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

test.use({ viewport: { width: 360, height: 780 } });

interface SeedPair {
  readonly server_seed: string;
  readonly server_seed_hashed: string;
  readonly nonce: number;
}

/** Dice's roll in hundredths for a bet's seeds and nonce (docs/fairness.md, "Dice"). */
function roll(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Math.floor((bytes.readUInt32BE(0) * 10_001) / 2 ** 32);
}

/** The first client seed with which each of the next bets rolls under its target (hundredths), nonce by nonce. */
function clientSeedRollingUnder(pair: SeedPair, targets: readonly number[]): string {
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const seed = `big-win-${attempt}`;
    if (targets.every((target, index) => roll(pair.server_seed, seed, pair.nonce + index) < target))
      return seed;
  }
  throw new Error('no client seed found');
}

async function activePair(request: APIRequestContext, email: string): Promise<SeedPair> {
  const answer = await request.get(`${API_URL}/__dev/seed-pair`, { params: { email } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: SeedPair }).data;
}

/** One bet of dice under `target`, its answer read: the roll the API settled and its payout over the stake. */
async function betUnder(
  page: Page,
  target: string,
): Promise<{ roll: number; multiple: number; hash: string }> {
  await page.getByRole('textbox', { name: 'Target' }).fill(target);
  await page.getByRole('textbox', { name: 'Target' }).blur();
  const answer = nextBet(page, 'dice');
  await page.getByRole('button', { name: 'Place bet' }).click();
  const response = await answer;
  const { stake, payout } = await settled(response);
  const { data } = (await response.json()) as {
    data: { outcome: { roll: number }; fairness: { server_seed_hashed: string } };
  };
  return {
    roll: Math.round(data.outcome.roll * 100),
    multiple: payout / stake,
    hash: data.fairness.server_seed_hashed,
  };
}

test('a big win and a huge win of dice are shown by their size, and with reduced motion at once', async ({
  page,
  request,
}) => {
  const { email, token } = await funded(request);
  const pair = await activePair(request, email);
  expect(createHash('sha256').update(pair.server_seed).digest('hex')).toBe(pair.server_seed_hashed);
  // Under 9.00 pays 11× (a big win from 10×), under 1.50 pays 66× (a huge win from 50×).
  const clientSeed = clientSeedRollingUnder(pair, [900, 150]);
  const chosen = await request.put(`${API_URL}/fairness/client-seed`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { client_seed: clientSeed },
  });
  expect(chosen.ok()).toBe(true);

  await logInAs(page, email, '/en/games/dice');
  await page.getByRole('radio', { name: 'Roll under' }).check();
  const tier = page.getByTestId('win-tier');

  const big = await betUnder(page, '9');
  expect(big).toEqual({
    roll: roll(pair.server_seed, clientSeed, pair.nonce),
    multiple: 11,
    hash: pair.server_seed_hashed,
  });
  await expect(tier).toHaveAttribute('data-tier', 'big');
  await expect(tier).toHaveText('Big win · 11.00×');
  // It grows in.
  expect(
    await tier.locator('.win-tier__badge').evaluate((badge) => getComputedStyle(badge).animationName),
  ).toBe('win-tier-grow');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'win-big-360.png') });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const huge = await betUnder(page, '1.5');
  expect(huge.multiple).toBe(66);
  await expect(tier).toHaveAttribute('data-tier', 'huge');
  await expect(tier).toHaveText('Huge win · 66.00×');
  // Still, and shown all the same.
  expect(
    await tier.locator('.win-tier__badge').evaluate((badge) => getComputedStyle(badge).animationName),
  ).toBe('none');
  await expect(tier).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'win-huge-360.png') });
});
