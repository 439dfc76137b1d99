import type { TestApi } from './api.ts';
import { newKey } from './games.ts';
import type { HttpAnswer, Json } from './http.ts';

const headers = (key: string | null): Record<string, string> =>
  key === null ? {} : { 'idempotency-key': key };

export function startRound(
  t: TestApi,
  token: string,
  game: 'miner' | 'hilo' | string,
  body: unknown,
  key: string | null = newKey(),
  base = '',
): Promise<HttpAnswer<Json>> {
  return t.http.post(`${base}/games/${game}/rounds`, body, { token, headers: headers(key) });
}

export function act(
  t: TestApi,
  token: string,
  game: string,
  id: string,
  body: unknown,
  key: string | null = newKey(),
): Promise<HttpAnswer<Json>> {
  return t.http.post(`/games/${game}/rounds/${id}/actions`, body, { token, headers: headers(key) });
}

export function cashOut(
  t: TestApi,
  token: string,
  game: string,
  id: string,
  key: string | null = newKey(),
): Promise<HttpAnswer<Json>> {
  return t.http.post(`/games/${game}/rounds/${id}/cashout`, undefined, { token, headers: headers(key) });
}

/** A miner round of `mines` whose first reveal (tile 0) was safe, retrying fresh rounds until one is. */
export async function minerRoundWithOneSafeReveal(t: TestApi, token: string, amount: number, mines = 1) {
  for (let tries = 0; tries < 50; tries += 1) {
    const round = (await startRound(t, token, 'miner', { amount, params: { mines } })).body['data'];
    const revealed = (await act(t, token, 'miner', round.id, { action: 'reveal', tile: 0 })).body['data'];
    if (revealed.status === 'open') return revealed;
  }
  throw new Error('tile 0 was a mine fifty times');
}

export function openCase(
  t: TestApi,
  token: string,
  slug: string,
  key: string | null = newKey(),
): Promise<HttpAnswer<Json>> {
  return t.http.post(`/games/cases/${slug}/open`, undefined, { token, headers: headers(key) });
}
