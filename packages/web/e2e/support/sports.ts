import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, SPORTS_MATCH_MS } from './servers.ts';

/** The sports played in sets, best of three (the API's catalogue): two sets won end a match at two thirds of its time. */
const SETS_SPORTS: ReadonlySet<string> = new Set(['tennis', 'esports']);

/**
 * The live matches that cannot end within `leftMs`, the soonest to end first: their event ids, as the API records them
 * (a live row shows its match's clock, not its kick-off). A test that waits for a match to end takes the first of
 * these instead of the one with the most time left, and waits `leftMs` and a little, not a whole match. A match of sets
 * may end at two thirds of its time (counted as its earliest end) or at full time (as its end, for the order); a
 * simulator that fell behind ends its matches later, never sooner.
 */
export async function liveMatchesEndingAfter(request: APIRequestContext, leftMs: number): Promise<string[]> {
  const answer = await request.get(`${API_URL}/sports/events?status=live`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: string; sport: string; start_at: string }[] };
  const now = Date.now();
  return data
    .map((event) => {
      const start = Date.parse(event.start_at);
      const end = start + SPORTS_MATCH_MS;
      const twoSets = start + (SPORTS_MATCH_MS * 2) / 3;
      const earliest = SETS_SPORTS.has(event.sport) && twoSets > now ? twoSets : end;
      return { id: event.id, earliest: earliest - now, end: end - now };
    })
    .filter((event) => event.earliest >= leftMs)
    .sort((one, other) => one.end - other.end)
    .map((event) => event.id);
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
    const text = await page.locator(`button.odds[data-selection="${eventId}:${market}:${side}"]`).innerText();
    return Number(/\d+\.\d{2}/.exec(text)?.[0] ?? Number.NaN);
  };
  const [home, away] = [await priceOf('home'), await priceOf('away')];
  expect(Number.isFinite(home) && Number.isFinite(away), 'both sides of the match are priced').toBe(true);
  return home >= away
    ? { selection: `${eventId}:${market}:home`, ratingHome: 3 }
    : { selection: `${eventId}:${market}:away`, ratingHome: 0.2 };
}
