import { expect } from 'vitest';
import { roundAt } from '../../src/provider/liveTable.ts';
import type { TestApi } from './api.ts';
import type { HttpClient, Json } from './http.ts';

/** The tables' default schedule: 15 s of bets, then 10 s of spin, deal or moves. */
export const LIVE_TABLE_TIMING = { bettingMs: 15_000, spinMs: 10_000 };
const WEB = 'http://localhost:5173';

/**
 * A live table opened as the site's launch page opens it: the provider's session token. Demo plays in USD; play in
 * the player's own currency (the launch ignores the currency asked for).
 */
export async function launchTable(
  t: TestApi,
  token: string | null,
  slug: string,
  mode: 'play' | 'demo' = 'play',
): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    { slug, mode, locale: 'en', currency: 'USD', return_url: `${WEB}/games/live-casino/${slug}/${mode}` },
    token ? { token } : {},
  );
  expect(answer.status).toBe(200);
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

/** Moves the clock to the start of the next round's betting, plus `intoMs`; the round's id. */
export function toNextRound(t: TestApi, intoMs = 1000): number {
  const round = roundAt(t.clock.now(), LIVE_TABLE_TIMING);
  t.clock.advanceMs(round.endsAt - t.clock.now() + intoMs);
  return round.id + 1;
}

/** The table as the player's page is told it. */
export async function tableState(provider: HttpClient, token: string): Promise<Json> {
  return (await provider.post('/api/live/state', { token })).body['data'] as Json;
}
