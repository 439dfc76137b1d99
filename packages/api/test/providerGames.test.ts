import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betIntegers } from '../src/fairness/fairness.ts';
import { LINES, spin, type SlotMaths } from '../src/games/slots/slotMaths.ts';
import { rtpPercent, exactRtp } from '../src/games/slots/slotRtp.ts';
import { SLOT_MATHS } from '../src/games/slots/slotModels.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { floats } from './support/derive.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { deposit } from './support/money.ts';
import { HttpClient, type Json } from './support/http.ts';

const WEB = 'http://localhost:5173';
let t: TestApi;
let provider: HttpClient;

beforeAll(async () => {
  t = await startTestApi();
  provider = new HttpClient(t.api.providerUrl);
});
afterAll(() => t.close());

async function launch(token: string | undefined, slug: string, mode: 'demo' | 'play'): Promise<string> {
  const answer = await t.http.post(
    '/games/launch',
    { slug, mode, currency: 'USD', locale: 'en', return_url: `${WEB}/games/slots/${slug}/${mode}` },
    { token },
  );
  return new URL(answer.body['data']['url']).searchParams.get('token') ?? '';
}

describe('slot RTP', () => {
  const fairness = readFileSync(path.resolve(import.meta.dirname, '../../../docs/fairness.md'), 'utf8');
  for (const maths of SLOT_MATHS) {
    it(`computes the ${maths.volatility}-volatility slot's RTP from its strips as published: ${maths.rtp} %`, () => {
      const { num, den } = exactRtp(maths);
      expect(num * 100n >= 94n * den && num * 100n <= 97n * den).toBe(true);
      expect(rtpPercent(maths)).toBe(maths.rtp);
      expect(fairness).toContain(`${maths.rtp} %`);
    });
  }

  it('settles worked example 7 of docs/fairness.md: stops 8, 14, 28, 8, 23 pay 1.4x', () => {
    const serverSeed = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
    const gems = SLOT_MATHS[1] as SlotMaths;
    const result = spin(gems, betIntegers(serverSeed, 'lucky-player-42', 7, 5), false);
    expect(result.stops).toEqual([8, 14, 28, 8, 23]);
    expect(result.lines).toEqual([
      { line: 4, symbol: 'T', count: 3, pays: 6 },
      { line: 5, symbol: 'Q', count: 3, pays: 8 },
    ]);
    expect(result.multiplier).toBe(14_000);
  });

  it('publishes the same figure, and the paylines the page draws, on the game page session', async () => {
    const token = await launch(undefined, 'sky-forge', 'demo');
    const session = await provider.post('/api/session', { token });
    expect(session.body['data']['maths']['rtp']).toBe(SLOT_MATHS[2]?.rtp);
    expect(session.body['data']['maths']['lines']).toEqual(LINES);
  });
});

describe('a slot on the provider', () => {
  it('spins in demo with play money, never touching a real balance', async () => {
    const token = await launch(undefined, 'prism-drift', 'demo');
    const session = await provider.post('/api/session', { token });
    expect(session.body['data']).toMatchObject({ mode: 'demo', balance_minor: 100_000 });
    const spin = await provider.post('/api/spin', { token, stake_minor: 100 });
    expect(spin.status).toBe(200);
    const round = spin.body['data'];
    expect(round.balance_minor).toBe(100_000 - 100 + round.payout_minor);
  });

  it('plays for real through the wallet: the balance follows each spin and every spin re-derives from the seeds', async () => {
    const player = await fundedPlayer(t, 'USD', 100);
    const token = await launch(player.token, 'moon-howl', 'play');
    let expected = 10_000;
    const rounds: Json[] = [];
    for (let i = 0; i < 5; i += 1) {
      const spin = await provider.post('/api/spin', { token, stake_minor: 200 });
      expect(spin.status).toBe(200);
      const round = spin.body['data'];
      expected += round.payout_minor - 200;
      expect(round.balance_minor).toBe(expected);
      expect(await balanceMinor(t, player.token)).toBe(expected);
      rounds.push(round);
    }
    const rotated = await t.http.post('/fairness/rotate', {}, { token: player.token });
    const { server_seed: serverSeed, client_seed: clientSeed } = rotated.body['data']['revealed'];
    const strips = SLOT_MATHS[0]?.strips ?? [];
    for (const round of rounds) {
      for (const spin of round.spins) {
        const stops = floats(serverSeed, clientSeed, spin.nonce, 5).map((f, reel) =>
          Math.floor(f * (strips[reel] ?? '').length),
        );
        expect(spin.stops).toEqual(stops);
      }
    }
  });

  it('refuses a stake the slot does not offer, and a spin beyond the balance, moving nothing', async () => {
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launch(player.token, 'prism-drift', 'play');
    expect((await provider.post('/api/spin', { token, stake_minor: 123 })).body).toEqual({
      message: 'stake_invalid',
    });
    const short = await provider.post('/api/spin', { token, stake_minor: 2000 });
    expect(short.status).toBe(422);
    expect(short.body).toEqual({ message: 'balance_not_enough' });
    expect(await balanceMinor(t, player.token)).toBe(1000);
  });

  it("plays a campaign's free spins without a stake and spends one per spin", async () => {
    const demo = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'demo@example.com',
      password: 'demo12345',
    });
    const player = demo.body['token'] as string;
    const grants = (await t.http.get('/profile/freeSpins', { token: player })).body['data'] as Json[];
    const games = (await t.http.get('/api/v2/content/games?category=slots')).body['data'] as Json[];
    const live = grants.filter((one) => Date.parse(one['expiration_at']) > t.clock.now());
    const grant = live.find((one) => games.some((game) => game['id'] === one['game']['id']));
    if (!grant) throw new Error('the demo player has no free spins of a slot');
    const slug = games.find((game) => game['id'] === grant['game']['id'])?.['slug'];
    const token = await launch(player, slug, 'play');
    const session = await provider.post('/api/session', { token });
    const offered = session.body['data']['free_spins'].find((one: Json) => one['id'] === grant['id']);
    expect(offered).toMatchObject({ count: grant['count'] });
    const before = await balanceMinor(t, player);
    const spin = await provider.post('/api/spin', { token, free_spins_id: grant['id'] });
    expect(spin.status).toBe(200);
    expect(spin.body['data']['stake_minor']).toBe(offered['stake_minor']);
    expect(await balanceMinor(t, player)).toBe(before + spin.body['data']['payout_minor']);
    const after = (await t.http.get('/profile/freeSpins', { token: player })).body['data'] as Json[];
    expect(after.find((one) => one['id'] === grant['id'])?.['count']).toBe(grant['count'] - 1);
  });

  it('takes no paid spin while free spins of the slot wait, unless the player chose one', async () => {
    const player = await fundedPlayer(t, 'RUB', 1000);
    const taken = await t.http.post('/bonus-system/bonus/FREESPINS/activate', undefined, {
      token: player.token,
    });
    expect(taken.status).toBe(200);
    await deposit(t, player.token, 500);
    const token = await launch(player.token, 'sky-forge', 'play');
    const session = (await provider.post('/api/session', { token })).body['data'];
    expect(session['free_spins']).toMatchObject([{ count: 50 }]);
    const stake = session['stakes'][0] as number;
    const before = await balanceMinor(t, player.token);
    const paid = await provider.post('/api/spin', { token, stake_minor: stake });
    expect(paid.status).toBe(409);
    expect(paid.body).toEqual({ message: 'free_spins_waiting' });
    expect(await balanceMinor(t, player.token)).toBe(before);
    const chosen = await provider.post('/api/spin', { token, stake_minor: stake, paid_over_free: true });
    expect(chosen.status).toBe(200);
    expect(await balanceMinor(t, player.token)).toBe(before - stake + chosen.body['data']['payout_minor']);
  });
});
