import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';
import { deposit } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US,en;q=0.9' };

describe('GET /bonus-system/bonus-activation/waiting-reg-and-dep', () => {
  it('shows a visitor the offers that registration and a deposit unlock', async () => {
    const answer = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', { headers: en });
    expect(answer.body['data']).toEqual([
      { name: '50 free spins in Sky Forge', expires_in: 14 * 86_400 },
      { name: '100% first deposit bonus', expires_in: 7 * 86_400 },
    ]);
  });

  it('counts a player’s waiting bonus down with the clock', async () => {
    const player = await registerPlayer(t.http, { promo: 'FREESPINS' });
    t.clock.advance(600);
    const answer = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', {
      token: player.token,
      headers: en,
    });
    expect(answer.body['data']).toEqual([
      { name: '50 free spins in Sky Forge', expires_in: 14 * 86_400 - 600 },
    ]);
  });

  it('answers 401 to an expired token rather than treating the player as a visitor', async () => {
    const player = await registerPlayer(t.http);
    t.clock.advance(3600);
    const answer = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', {
      token: player.token,
    });
    expect(answer.status).toBe(401);
  });
});

describe('GET /bonus-system/bonus/{promo}', () => {
  it('describes a known promo in the caller’s language, whatever the case of the code', async () => {
    const ru = await t.http.get('/bonus-system/bonus/welcome100', { headers: { 'accept-language': 'ru' } });
    expect(ru.body['data']).toEqual({
      code: 'WELCOME100',
      name: 'Бонус 100% на первый депозит',
      description: expect.stringContaining('30 000'),
      refusal: null,
    });
    const br = await t.http.get('/bonus-system/bonus/FREESPINS', { headers: { 'accept-language': 'pt-BR' } });
    expect(br.body['data']['name']).toBe('50 giros grátis em Forja Celeste');
  });

  it('answers 404 for an unknown or hostile promo', async () => {
    for (const promo of ['NOPE', '%3Cscript%3E', "x'%20OR%201=1", 'a'.repeat(300)]) {
      const answer = await t.http.get(`/bonus-system/bonus/${promo}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'not_found' });
    }
  });
});

describe('a player takes a promo code (issue 38, item 5)', () => {
  const take = (token: string, code: string) =>
    t.http.post(`/bonus-system/bonus/${code}/activate`, undefined, { token, headers: en });
  const freeSpins = async (token: string) =>
    (await t.http.get('/profile/freeSpins', { token })).body['data'] as { count: number }[];

  it('puts it on hold for the next deposit, which grants it', async () => {
    const player = await registerPlayer(t.http, { currency: 'RUB' });
    const taken = await take(player.token, 'freespins');
    expect(taken.status).toBe(200);
    expect(taken.body['data']).toEqual({
      name: '50 free spins in Sky Forge',
      expires_in: 14 * 86_400,
    });
    expect((await take(player.token, 'FREESPINS')).status).toBe(200);
    expect((await deposit(t, player.token, 500)).status).toBe(200);
    expect((await freeSpins(player.token)).map((grant) => grant.count)).toEqual([50]);
    const again = await take(player.token, 'FREESPINS');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'promo_already_used' });
  });

  it('refuses a second bonus while another waits or is being wagered, saying so before any deposit', async () => {
    const player = await registerPlayer(t.http, { currency: 'RUB', promo: 'WELCOME100' });
    const check = await t.http.get('/bonus-system/bonus/FREESPINS', { token: player.token, headers: en });
    expect(check.body['data']['refusal']).toBe('bonus_already_active');
    const refused = await take(player.token, 'FREESPINS');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'bonus_already_active' });
    // The deposit grants the bonus that waited; its wagering keeps the other one refused.
    expect((await deposit(t, player.token, 500)).status).toBe(200);
    expect((await take(player.token, 'FREESPINS')).body).toEqual({ message: 'bonus_already_active' });
    // The spins are the welcome pack's first step (WELCOME100 opens it), not the refused FREESPINS' grant.
    expect((await freeSpins(player.token)).map((grant) => grant.count)).toEqual([50]);
    const profile = (await t.http.get('/profile/user', { token: player.token })).body['data'];
    expect(profile).toMatchObject({ bonus_balance: 500, bonus: 10_000 });
  });

  it('answers 401 to a visitor and 404 to an unknown code', async () => {
    expect((await t.http.post('/bonus-system/bonus/FREESPINS/activate')).status).toBe(401);
    const player = await registerPlayer(t.http);
    expect((await take(player.token, 'NOPE')).status).toBe(404);
  });
});

describe('GET /api/v3/welcome-pack/get-welcome-packs-guest', () => {
  it('lists the welcome pack with its four steps', async () => {
    const answer = await t.http.get('/api/v3/welcome-pack/get-welcome-packs-guest', { headers: en });
    expect(answer.body['data']).toEqual([
      {
        id: 1,
        publicTitle: 'Welcome pack up to 500%',
        steps: [
          { title: '1st deposit', percent: 100, free_spins: 50 },
          { title: '2nd deposit', percent: 125, free_spins: 50 },
          { title: '3rd deposit', percent: 100, free_spins: 75 },
          { title: '4th deposit', percent: 175, free_spins: 100 },
        ],
      },
    ]);
  });

  it('speaks Kazakh to kk', async () => {
    const answer = await t.http.get('/api/v3/welcome-pack/get-welcome-packs-guest', {
      headers: { 'accept-language': 'kk' },
    });
    expect(answer.body['data'][0]['publicTitle']).toBe('500%-ға дейін сәлемдесу пакеті');
  });
});

describe('free spins', () => {
  it('lists the demo player’s free spins, the lapsed one included for the client to filter', async () => {
    const token = await logInDemo(t.http);
    const spins = (await t.http.get('/profile/freeSpins', { token })).body['data'] as {
      expiration_at: string;
      count: number;
    }[];
    expect(spins).toHaveLength(3);
    const now = t.clock.now();
    expect(spins.filter((spin) => Date.parse(spin.expiration_at) > now).map((spin) => spin.count)).toEqual([
      20, 50,
    ]);
    expect(spins[0]).toEqual({
      id: expect.any(Number),
      campaign_id: null,
      game: { id: expect.any(Number) },
      count: 15,
      expiration_at: expect.any(String),
    });
  });

  it('describes a campaign', async () => {
    const answer = await t.http.get('/api/freeSpinsCampaigns/1', { headers: en });
    expect(answer.body['data']).toEqual({
      id: 1,
      title: 'Sky Forge free spins',
      game_id: expect.any(Number),
      spins: 50,
      expiration_at: expect.any(String),
    });
    const games = (await t.http.get('/api/v2/content/games?category=slots')).body['data'] as {
      id: number;
      slug: string;
    }[];
    expect(games.find((game) => game.id === answer.body['data']['game_id'])?.slug).toBe('sky-forge');
  });

  it('cancels the player’s spins of a campaign, and a second cancel is still a success', async () => {
    const token = await logInDemo(t.http);
    const cancel = await t.http.put('/api/v2/freeSpinsCampaigns/cancel/1', undefined, { token });
    expect(cancel.body).toEqual({ success: true });
    const spins = (await t.http.get('/profile/freeSpins', { token })).body['data'] as { count: number }[];
    expect(spins.map((spin) => spin.count)).toEqual([15, 20]);
    expect((await t.http.put('/api/v2/freeSpinsCampaigns/cancel/1', undefined, { token })).body).toEqual({
      success: true,
    });
  });

  it('answers 404 for unknown campaigns and 401 without a token', async () => {
    expect((await t.http.get('/api/freeSpinsCampaigns/999')).status).toBe(404);
    expect((await t.http.get('/api/freeSpinsCampaigns/abc')).status).toBe(404);
    const token = await logInDemo(t.http);
    expect((await t.http.put('/api/v2/freeSpinsCampaigns/cancel/999', undefined, { token })).status).toBe(
      404,
    );
    expect((await t.http.put('/api/v2/freeSpinsCampaigns/cancel/1')).status).toBe(401);
    expect((await t.http.get('/profile/freeSpins')).status).toBe(401);
  });
});
