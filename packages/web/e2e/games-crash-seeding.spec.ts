import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures.ts';
import { depositAndPay } from './support/payment.ts';
import { guardPageText } from './support/pageTextGuard.ts';
import { withoutServerLookups } from './support/serverState.ts';
import { freePort } from './support/ports.ts';
import { LONGEST_ROUND_MS } from './support/live.ts';
import { API_URL, WEB_URL, apiServerEnv } from './support/servers.ts';
import { patient } from './support/patience.ts';

/**
 * Issue 33: a fresh crash chain's salt is fixed by the first players' bets (docs/fairness.md, "Crash"), so round 1
 * waits for them. The suite's APIs draw the salt with the chain (`API_CRASH_SEED_BETS=0`); this file runs an API of
 * its own that waits for two players, and the site's pages talk to it (their HTTP calls and their live socket are
 * sent on to it). What is checked is what the players see: the round waiting, still waiting after one bet, then the
 * bets closing and the round playing once the second player has bet, and the salt shown with both players' seeds.
 */

const SEED_BETS = 2;
const apiMain = path.resolve(import.meta.dirname, '../../api/src/main.ts');
/**
 * Bets for 2 s once the salt is fixed (this file's API: no step of the test bets in that window), then a round at the
 * suite's pace: 5 s on average, 23 s at 100× (once in a hundred).
 */
const BETTING_MS = 2_000;
const ROUND_MS = BETTING_MS + LONGEST_ROUND_MS;

/** The page's API calls and its live socket go to `apiUrl` instead of the suite's API. */
async function onApi(context: BrowserContext, apiUrl: string): Promise<void> {
  await context.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, apiUrl) }),
  );
  const [from, to] = [API_URL.replace(/^http/, 'ws'), apiUrl.replace(/^http/, 'ws')];
  await context.routeWebSocket(
    (url) => url.href.startsWith(from),
    (socket) => {
      const upstream = new WebSocket(socket.url().replace(from, to));
      const waiting: string[] = [];
      upstream.addEventListener('open', () => {
        for (const message of waiting.splice(0)) upstream.send(message);
      });
      upstream.addEventListener('message', (event) => socket.send(String(event.data)));
      upstream.addEventListener('close', () => void socket.close());
      socket.onMessage((message) => {
        const text = String(message);
        if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
        else waiting.push(text);
      });
      socket.onClose(() => upstream.close());
    },
  );
}

/** A new USD player of `apiUrl` with a paid deposit of 100: their email. */
async function fundedOn(request: APIRequestContext, apiUrl: string): Promise<string> {
  const email = `seeder-${randomUUID()}@example.test`;
  const registered = await request.post(`${apiUrl}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'USD' },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  await depositAndPay(request, token, 100, apiUrl);
  return email;
}

/** The crash page of a player logged in on `apiUrl`, live. */
async function crashPlayer(page: Page, request: APIRequestContext, apiUrl: string): Promise<Page> {
  await onApi(page.context(), apiUrl);
  // The page's server asked the suite's API; the browser asks the API of this file again.
  await withoutServerLookups(page);
  const email = await fundedOn(request, apiUrl);
  await page.goto('/en/games/crash?login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
  return page;
}

/** Whether the page shows round 1 running or busted, or among the past rounds: read in one go, so they agree. */
function roundOnePlays(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const text = (selector: string) => document.querySelector<HTMLElement>(selector)?.innerText.trim() ?? '';
    const phase = document.querySelector('.crash-stage__phase')?.getAttribute('data-phase') ?? '';
    const past = [...document.querySelectorAll<HTMLElement>('[data-crash-history] li')].map(
      (li) => li.innerText,
    );
    return (
      (text('#crash-round') === 'Round 1' && (phase === 'running' || phase === 'busted')) ||
      past.some((entry) => /^Round 1\b/.test(entry.trim()))
    );
  });
}

async function bet(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Stake' }).fill('1');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.locator('[data-crash-players] li[data-mine]')).toHaveCount(1);
}

test.describe('crash waits for the first players before its first round (issue 33)', () => {
  test.setTimeout(patient(ROUND_MS + 120_000));
  let api: ChildProcess | null = null;
  test.afterEach(() => {
    api?.kill();
    api = null;
  });

  test('round 1 waits for two players’ bets, then its bets close and it plays, its salt from their seeds', async ({
    page,
    browser,
    request,
  }) => {
    const port = await freePort();
    const apiUrl = `http://localhost:${port}`;
    api = spawn(
      process.execPath,
      [
        apiMain,
        ...['--port', String(port), '--provider-port', '0', '--dev', '--data-dir', ':memory:'],
        ...['--origins', WEB_URL, '--scrypt-cost', '1024'],
      ],
      {
        env: {
          ...process.env,
          ...apiServerEnv(),
          API_CRASH_SEED_BETS: String(SEED_BETS),
          API_CRASH_BETTING_MS: String(BETTING_MS),
        },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(async () => (await request.get(`${apiUrl}/mirror`).catch(() => null))?.status() ?? 0, {
        timeout: patient(60_000),
      })
      .toBe(200);

    const alice = await crashPlayer(page, request, apiUrl);
    const bobContext = await browser.newContext();
    await guardPageText(bobContext);
    const bob = await crashPlayer(await bobContext.newPage(), request, apiUrl);

    const waiting = `Round 1 starts after the first players' bets: their client seeds fix the salt (0 of ${SEED_BETS}).`;
    for (const player of [alice, bob]) {
      await expect(player.locator('#crash-round')).toHaveText('Round 1');
      await expect(player.locator('.crash-stage__phase')).toHaveText(waiting);
      await expect(
        player.getByText(/the salt will be fixed by the client seeds of the first players' bets/),
      ).toBeVisible();
    }

    // One player's bet is taken, and the round still waits: no countdown, for either player.
    await bet(alice);
    await expect(bob.locator('[data-crash-players] li')).toHaveCount(1);
    for (const player of [alice, bob]) {
      await expect(player.locator('.crash-stage__phase')).toHaveAttribute('data-phase', 'betting');
      await expect(player.locator('.crash-stage__phase')).toHaveText(
        /^Round 1 starts after the first players' bets/,
      );
    }

    // The second player's bet fixes the salt: round 1 waits no more (its bets close in a countdown), then it plays.
    await bet(bob);
    for (const player of [alice, bob]) {
      await expect(player.locator('.crash-stage__phase')).not.toHaveText(/^Round 1 starts after/);
      await expect(
        player.getByText(
          /^The salt is the SHA-256 of the terminating hash and the client seeds of the first players' bets: .+, .+\.$/,
        ),
      ).toBeVisible();
    }
    // Round 1 plays: each page shows it running (or busted, a round may bust at once), or already has it among the
    // past rounds. Its end is not waited for.
    for (const player of [alice, bob])
      await expect.poll(() => roundOnePlays(player), { timeout: patient(ROUND_MS) }).toBe(true);
    await bobContext.close();
  });
});
