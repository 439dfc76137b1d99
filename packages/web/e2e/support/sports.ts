import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_URL } from './servers.ts';
import { patient } from './patience.ts';

/**
 * A football match of the test's own (the API's development route, docs/contract.md): live from now, its whole
 * regular time ahead (`startsInMs` 0), or kicking off `startsInMs` from now; its regular time `matchMs` when given,
 * else the suite's minute. No other test reviews, suspends or takes it
 * (they take matches of their own); its markets close by themselves only for a moment after a goal of its own, and never
 * cut a review's suspension short. Football's sides stay near enough that both prices of its `1x2` market are offered,
 * before a review and after one. Answers that market's home selection (`<event>:1x2:home`), once the page shows its
 * price.
 */
export async function ownMatch(
  page: Page,
  request: APIRequestContext,
  startsInMs: number,
  matchMs?: number,
): Promise<string> {
  const selection = `${await newMatch(request, startsInMs, matchMs)}:1x2:home`;
  // The channel tells the page of the new match at the simulator's next step.
  await expect(page.locator(`button.odds[data-selection="${selection}"]`)).toBeVisible({
    timeout: patient(30_000),
  });
  return selection;
}

/** The API makes a football match of the test's own (see `ownMatch`), live now or `startsInMs` ahead: its id. */
export async function newMatch(
  request: APIRequestContext,
  startsInMs: number,
  matchMs?: number,
): Promise<string> {
  const answer = await request.post(`${API_URL}/__dev/sports/events`, {
    data: {
      sport: 'football',
      starts_in_ms: startsInMs,
      ...(matchMs === undefined ? {} : { match_ms: matchMs }),
    },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: string } };
  return data.id;
}

/**
 * Puts a live price on the slip with a tap, as a player does who taps again when the first tap met a closed price: a
 * goal closes a live match's markets for a moment, and a tap that lands then does nothing. Each look taps only an open
 * price not yet on the slip, in one step in the page (a price that closes between a look and a tap takes no tap).
 */
export async function takeLivePrice(page: Page, selection: string): Promise<void> {
  const selector = `button.odds[data-selection="${selection}"]`;
  await expect
    .poll(
      () =>
        page.evaluate((query) => {
          const button = document.querySelector<HTMLButtonElement>(query);
          if (button && !button.disabled && button.getAttribute('aria-pressed') !== 'true') button.click();
          return button?.getAttribute('aria-pressed') ?? null;
        }, selector),
      { timeout: patient(30_000) },
    )
    .toBe('true');
}

/**
 * A trader's review of an event (the API's development route `POST /__dev/sports/events/:id`, docs/contract.md): a new
 * home strength moves its odds, a suspension closes its markets for a while.
 */
export async function reviewEvent(
  request: APIRequestContext,
  eventId: string,
  review: { readonly rating_home?: number; readonly suspend_ms?: number },
): Promise<void> {
  const answer = await request.post(`${API_URL}/__dev/sports/events/${eventId}`, { data: review });
  expect(answer.ok()).toBe(true);
}

/** The event a selection of a match belongs to (`<event>:<market>:<side>`). */
export const eventOf = (selection: string): string => selection.split(':')[0] ?? '';

/** The line's row of the match a selection belongs to. */
export const eventRow = (page: Page, selection: string): Locator =>
  page.locator(`.event-row[data-event="${eventOf(selection)}"]`);

/**
 * An upcoming match of the test's own, an hour away (it does not kick off during the test), shown in the Upcoming list:
 * its home selection, as `ownMatch` answers it.
 */
export async function ownUpcomingMatch(page: Page, request: APIRequestContext): Promise<string> {
  await page.getByRole('tab', { name: /^Upcoming/ }).click();
  return ownMatch(page, request, 3_600_000);
}

/**
 * A match's side whose price a trader's review is sure to lower, and the review that does it: of the match's first
 * market (`1x2` in football, `winner` elsewhere; `first` is its home selection, `<event>:<market>:home`), the side with
 * the higher price (the underdog, never at the price floor) made the strong favourite (`rating_home` 3 for the home
 * side, 0.2 for the away side). A review that only strengthened the home side could leave its price where it was, when
 * home was already the favourite at the floor (1.05: the bet then went through at the old price).
 */
export async function sideAReviewLowers(
  page: Page,
  first: string,
): Promise<{ readonly selection: string; readonly ratingHome: number }> {
  const [eventId, market] = first.split(':');
  const priceOf = async (side: 'home' | 'away') => {
    // Its text, drawn or not: a row off screen is not drawn (`content-visibility`), and reads empty as the player sees it.
    const text =
      (await page.locator(`button.odds[data-selection="${eventId}:${market}:${side}"]`).textContent()) ?? '';
    return Number(/\d+\.\d{2}/.exec(text)?.[0] ?? Number.NaN);
  };
  const [home, away] = [await priceOf('home'), await priceOf('away')];
  expect(Number.isFinite(home) && Number.isFinite(away), 'both sides of the match are priced').toBe(true);
  return home >= away
    ? { selection: `${eventId}:${market}:home`, ratingHome: 3 }
    : { selection: `${eventId}:${market}:away`, ratingHome: 0.2 };
}
