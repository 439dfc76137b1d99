import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { betBody, fundedPlayer, placeBet } from './support/games.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 30 * 86_400 });
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.http.get(`/games/bets${query}`, { token });

describe('GET /games/bets', () => {
  it('pages through every bet newest first with an opaque cursor', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 1000);
    const placed: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      placed.push((await placeBet(t, token, 'coinflip', betBody('coinflip', 1))).body['data']['id']);
      if (i % 2 === 0) t.clock.advance(1);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(token, `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body['data'].length).toBeLessThanOrEqual(3);
      seen.push(...page.body['data'].map((bet: { id: string }) => bet.id));
      cursor = page.body['next_cursor'];
    } while (cursor);
    expect(seen).toEqual([...placed].reverse());
    const first = (await list(token)).body;
    expect(first.data).toHaveLength(7);
    expect(first.next_cursor).toBeNull();
    expect(first.data[0]).toMatchObject({ balance: null, created_at: expect.stringMatching(/Z$/) });
  });

  it('filters by game and by date, from inclusive and to exclusive', async () => {
    const { token } = await fundedPlayer(t, 'RUB', 1000);
    const day1 = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    t.clock.advance(86_400);
    const day2 = (await placeBet(t, token, 'coinflip', betBody('coinflip', 1))).body['data'];
    t.clock.advance(86_400);
    const day3 = (await placeBet(t, token, 'dice', betBody('dice', 1))).body['data'];
    const ids = async (query: string) =>
      (await list(token, query)).body['data'].map((bet: { id: string }) => bet.id);
    expect(await ids('?game=dice')).toEqual([day3.id, day1.id]);
    expect(await ids('?game=coinflip')).toEqual([day2.id]);
    expect(await ids(`?from=${encodeURIComponent(day2.created_at)}`)).toEqual([day3.id, day2.id]);
    expect(await ids(`?to=${encodeURIComponent(day2.created_at)}`)).toEqual([day1.id]);
    expect(
      await ids(
        `?game=dice&from=${encodeURIComponent(day1.created_at)}&to=${encodeURIComponent(day3.created_at)}`,
      ),
    ).toEqual([day1.id]);
    expect(await ids(`?from=${day3.created_at.slice(0, 10)}`)).toEqual([day3.id]);
  });

  it.each([
    '?limit=0',
    '?limit=101',
    '?limit=abc',
    '?game=poker',
    '?from=yesterday',
    '?to=2026-13-01',
    '?cursor=not-a-cursor',
    '?cursor=' + 'x'.repeat(500),
  ])('refuses the malformed query %s with 400', async (query) => {
    const { token } = await fundedPlayer(t, 'RUB', 0);
    expect((await list(token, query)).status).toBe(400);
  });

  it("answers another player's bet with 404", async () => {
    const owner = await fundedPlayer(t, 'RUB', 1000);
    const other = await fundedPlayer(t, 'RUB', 1000);
    const bet = (await placeBet(t, owner.token, 'dice', betBody('dice', 1))).body['data'];
    expect((await t.http.get(`/games/bets/${bet.id}`, { token: owner.token })).body['data']).toMatchObject({
      id: bet.id,
      outcome: bet.outcome,
      balance: null,
    });
    expect((await t.http.get(`/games/bets/${bet.id}`, { token: other.token })).status).toBe(404);
    expect((await list(other.token)).body['data']).toEqual([]);
    for (const id of ['999999', 'abc', '1e3', '-1']) {
      expect((await t.http.get(`/games/bets/${id}`, { token: owner.token })).status).toBe(404);
    }
  });

  it('needs a logged-in player', async () => {
    expect((await t.http.get('/games/bets')).status).toBe(401);
    expect((await t.http.get('/games/bets/1')).status).toBe(401);
  });
});
