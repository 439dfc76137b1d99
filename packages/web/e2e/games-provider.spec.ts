import type { Frame, Page, Response } from '@playwright/test';
import { DEMO_EMAIL, expect, test } from './support/fixtures.ts';
import { fundedPlayer, headerBalanceMinor, logInAs } from './support/games.ts';
import { PROVIDER_URL } from './support/servers.ts';
import { workedSlotQuery } from '@casino/core/test/fixtures';
import { patient } from './support/patience.ts';

/** The provider's game window once its page has drawn its first frame. */
async function gameWindow(page: Page): Promise<Frame> {
  const iframe = page.locator('iframe.game-frame__window');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/games/`));
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no game window');
  await expect(frame.locator('body[data-ready="true"]')).toBeAttached({ timeout: patient(15_000) });
  return frame;
}

function nextSpin(page: Page): Promise<Response> {
  return page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url() === `${PROVIDER_URL}/api/spin`,
  );
}

async function spin(page: Page, button: ReturnType<Frame['getByRole']>) {
  const answer = nextSpin(page);
  await button.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { data: { balance_minor: number; payout_minor: number; stake_minor: number } }
  ).data;
}

test.describe('provider games in an iframe', () => {
  test('a visitor opens a slot in demo and spins with play money', async ({ page }) => {
    // A spin whose scatters start the slot's own feature plays 12 more before the round ends, each reel drawn landing
    // (longer than a wait allows): with reduced motion they land at once (games-slot-motion watches the reels move).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/games/slots');
    const demo = page.getByRole('link', { name: 'Prism Drift: demo' });
    await expect(demo).toBeVisible();
    const pressed = Date.now();
    await demo.click();
    const game = await gameWindow(page);
    // Pressing Play on the card to the game's first drawn frame, for the report; not asserted.
    const elapsed = String(Date.now() - pressed);
    test.info().annotations.push({ type: 'play-to-first-frame-ms', description: elapsed });
    await expect(game.getByText('Demo: play money')).toBeVisible();
    const round = await spin(page, game.getByRole('button', { name: 'Spin' }));
    expect(round.balance_minor).toBe(100_000 - round.stake_minor + round.payout_minor);
    await expect(game.locator('output.balance')).not.toHaveText('—');
    // Each round links its first spin to the site's verifier, in the player's language.
    const verify = game.getByRole('link', { name: "Check this spin on the site's verifier" });
    await expect(verify).toHaveAttribute(
      'href',
      /\/en\/fairness\?game=slot&maths=\w+&server_seed_hashed=[0-9a-f]{64}&/,
    );
    await expect(verify).toHaveAttribute('target', '_blank');
  });

  test('the verifier re-derives a slot spin: worked example 7 of docs/fairness.md', async ({ page }) => {
    const query = new URLSearchParams(workedSlotQuery('1.00'));
    await page.goto(`/en/fairness?${query.toString()}`);
    const result = page.locator('[data-slot-verification]');
    await expect(result).toContainText('The reels stop at 8, 14, 28, 8, 23.');
    await expect(result).toContainText('Line 5 (21012): 3 × T pays 6 line bets');
    await expect(result).toContainText('The spin pays 1.40×: $1.40.');
    await expect(result).toContainText('Matches');
    await expect(page.getByRole('link', { name: 'Slot spins' })).toHaveAttribute('aria-current', 'page');
  });

  test('a player with a balance plays for real and the header balance follows each spin', async ({
    page,
    request,
  }) => {
    // The reels land at once (their motion is games-slot-motion's): three spins, not three animations, are the subject.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAs(page, await fundedPlayer(request), '/en/games/slots/moon-howl/play');
    const game = await gameWindow(page);
    expect(await headerBalanceMinor(page)).toBe(10_000);
    for (let i = 0; i < 3; i += 1) {
      const round = await spin(page, game.getByRole('button', { name: 'Spin' }));
      await expect.poll(() => headerBalanceMinor(page)).toBe(round.balance_minor);
    }
  });

  test('a player with free spins plays them, and their wins reach the balance', async ({ page }) => {
    // The slot's own feature, when a free spin starts it, lands at once too (see the demo's spin above).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAs(page, DEMO_EMAIL, '/en/games/slots/sandstone-scroll/play');
    const game = await gameWindow(page);
    const free = game.getByRole('button', { name: /Play a free spin/ });
    await expect(free).toContainText('Free spins left:');
    const round = await spin(page, free);
    expect(round.stake_minor).toBeGreaterThan(0);
    await expect.poll(() => headerBalanceMinor(page)).toBe(round.balance_minor);
  });

  test('a message from another origin or another window is ignored; the game window is heard', async ({
    page,
  }) => {
    await page.goto('/en/games/slots/prism-drift/demo');
    const game = await gameWindow(page);
    // The site's own window (another origin than the launch URL's) posts a close: nothing happens.
    await page.evaluate(() => window.postMessage({ type: 'close' }, '*'));
    // A second window on the provider's origin, which is not the game's window: ignored too.
    await page.evaluate((cover) => {
      const other = document.createElement('iframe');
      other.src = cover;
      other.title = 'other';
      document.body.append(other);
    }, `${PROVIDER_URL}/thumbnails/prism-drift.svg`);
    const other = page.frameLocator('iframe[title="other"]');
    await expect(other.locator('svg')).toBeAttached();
    const otherFrame = page.frames().find((frame) => frame.url().endsWith('/thumbnails/prism-drift.svg'));
    await otherFrame?.evaluate(() => window.parent.postMessage({ type: 'close' }, '*'));
    // Messages arrive in order: once the game window's own error shows, the two closes before it were ignored.
    await game.evaluate(() => window.parent.postMessage({ type: 'error', code: 'marker' }, '*'));
    await expect(page.getByText('The game reported a problem.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/games\/slots\/prism-drift\/demo$/);
    // The game window's own close is heard: back to the list.
    await game.evaluate(() => window.parent.postMessage({ type: 'close' }, '*'));
    await expect(page).toHaveURL(/\/games\/slots$/);
  });
});
