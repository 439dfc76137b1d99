import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fundedPlayer, logInAs } from './games.ts';
import { API_URL } from './servers.ts';
import { patient } from './patience.ts';

/**
 * A new player of a currency with a paid deposit, logged in on a page of its own browser context; `prefix` starts their
 * name (shown to others as its first two letters, `registered`).
 */
export async function livePlayer(
  browser: Browser,
  request: APIRequestContext,
  path: string,
  currency: 'USD' | 'RUB' = 'USD',
  prefix?: string,
): Promise<Page> {
  const email = await fundedPlayer(request, currency, prefix);
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, email, path);
  await expect(page.locator('[data-live-status="live"]')).toBeVisible();
  return page;
}

/**
 * The longest a crash round runs in practice: the suite's APIs run the curve at 0.0002 per ms (`servers.ts`), so it
 * reaches 100x after 23 s (a round lasts that long about once in a hundred) and 10 000x after 46 s.
 */
export const LONGEST_ROUND_MS = 60_000;

/** Waits for the next betting phase with time left to bet. */
export async function nextBettingPhase(page: Page): Promise<void> {
  await expect(page.locator('.crash-stage__phase[data-phase="betting"]')).toBeVisible({
    timeout: patient(LONGEST_ROUND_MS),
  });
}

/** Waits for a betting phase from its start (after a round ran), so the whole window is left to bet in. */
export async function freshBettingPhase(page: Page): Promise<void> {
  await expect(page.locator('.crash-stage__phase[data-phase="betting"]')).toBeHidden({
    timeout: patient(LONGEST_ROUND_MS),
  });
  await nextBettingPhase(page);
}

/**
 * A betting phase to bet in at once: the one on the screen of an English page while it says at least `seconds` are left
 * to bet, else the next from its start. A round runs 5 s on average at the suite's pace and its bets take 6 s:
 * waiting for the next window every time costs half a round or more. A bet that still misses its window (a busy machine) is the caller's to
 * try on the next round, as it would be after a fresh one.
 */
export async function bettingWindow(page: Page, seconds = 4): Promise<void> {
  const phase = page.locator('.crash-stage__phase');
  const text = (await phase.getAttribute('data-phase')) === 'betting' ? await phase.innerText() : '';
  const left = /^Bets close in (\d+) s$/.exec(text.trim());
  if (left && Number(left[1]) >= seconds) return;
  await freshBettingPhase(page);
}

/** The number of the crash round on the page ("Round 12" → 12). */
export async function crashRoundOf(page: Page): Promise<number> {
  return Number((await page.locator('#crash-round').innerText()).replace(/\D/g, ''));
}

/**
 * Resolves once the API's live socket says crash round `roundId` is over (busted, void, or a later round opened): the
 * API's own record, for a test whose page cannot see it (offline). The socket pings as the site's client does, so a
 * long round does not close it as idle.
 */
export function crashRoundOver(roundId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${API_URL.replace(/^http/, 'ws')}/crash/live`);
    const ping = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), 5_000);
    const deadline = setTimeout(
      () => end(new Error(`crash round ${roundId} did not end`)),
      patient(LONGEST_ROUND_MS),
    );
    function end(error?: Error): void {
      clearInterval(ping);
      clearTimeout(deadline);
      socket.close();
      if (error) reject(error);
      else resolve();
    }
    socket.addEventListener('error', () => end(new Error('the live socket failed')));
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as {
        type: string;
        round_id?: number;
        round?: { id: number; phase?: string };
        crash?: { round: { id: number; phase: string } | null };
      };
      const round =
        frame.type === 'snapshot' ? frame.crash?.round : frame.type === 'crash.opened' ? frame.round : null;
      const over =
        (frame.type === 'crash.busted' && (frame.round_id ?? 0) >= roundId) ||
        (round != null && round.id > roundId) ||
        (frame.type === 'snapshot' && round?.id === roundId && round.phase === 'busted');
      if (over) end();
    });
  });
}
