import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';
import type { Json } from './support/http.ts';

/** The seed's Forge Race: the studio's slots, the best win multiplier of a spin from 10 ₽ (0.10 $). */
const FORGE_RACE = 1;
const KEY = 'provider-test-key';
const WEB = 'http://localhost:5173';
let t: TestApi;
let ids = 0;
const next = (label: string) => `${label}-${(ids += 1)}`;

beforeAll(async () => {
  t = await startTestApi({ walletKey: KEY });
});
afterAll(() => t.close());

async function launch(token: string, slug: string): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    { slug, mode: 'play', currency: 'USD', locale: 'en', return_url: `${WEB}/games/slots/${slug}/play` },
    { token },
  );
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

/** One slot round through the provider's seamless wallet: the stake debited, then the win credited. */
async function spin(session: string, stake: number, win: number): Promise<void> {
  const round = next('round');
  const headers = { 'x-provider-key': KEY };
  const body = { token: session, round_id: round };
  const debit = await t.http.post(
    '/wallet/debit',
    { ...body, transaction_id: next('bet'), amount: stake },
    { headers },
  );
  expect(debit.status).toBe(200);
  const credit = await t.http.post(
    '/wallet/credit',
    { ...body, transaction_id: next('win'), amount: win },
    { headers },
  );
  expect(credit.status).toBe(200);
}

const standing = async (token: string) =>
  (await t.http.get(`/api/v2/content/tournaments/${FORGE_RACE}`, { token })).body['data'][
    'me'
  ] as Json | null;

describe('a slot round scores by the best multiplier (issue 34)', () => {
  it('keeps the best win multiplier of a counted spin, in hundredths, and only in the tournament’s slots', async () => {
    const { token } = await fundedPlayer(t, 'USD', 100);
    const forge = await launch(token, 'sky-forge');

    // A spin below the smallest stake (0.05 $ is 5 ₽) does not count, however high its multiplier.
    await spin(forge, 5, 10_000);
    expect(await standing(token)).toBeNull();

    // x52.5 on 1 $: 5 250 points; a smaller multiplier later does not lower the best.
    await spin(forge, 100, 5_250);
    expect(await standing(token)).toEqual({ place: 1, points: 5_250, prize: null });
    await spin(forge, 100, 200);
    expect(await standing(token)).toMatchObject({ points: 5_250 });

    // Another studio's slot is not the tournament's.
    const other = await launch(token, 'prism-drift');
    await spin(other, 100, 9_900);
    expect(await standing(token)).toMatchObject({ points: 5_250 });
  });
});
