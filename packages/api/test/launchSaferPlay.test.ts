import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { fundedPlayer } from './support/games.ts';

const WEB = 'http://localhost:5173';
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

const launch = (token: string, mode: 'demo' | 'play') =>
  t.http.post(
    '/games/launch',
    {
      slug: 'prism-drift',
      mode,
      currency: 'USD',
      locale: 'en',
      return_url: `${WEB}/games/slots/prism-drift/${mode}`,
    },
    { token },
  );

describe('a break refuses a provider game’s launch for real money (issue 18)', () => {
  it('refuses a self-excluded player’s real-money launch with the date the exclusion ends', async () => {
    const p = await fundedPlayer(t, 'USD', 10);
    const excluded = await t.http.post(
      '/profile/self-exclusion',
      { period: '6months', password: 'secret-pass-1' },
      { token: p.token },
    );
    const played = await launch(p.token, 'play');
    expect(played.status).toBe(403);
    expect(played.body).toEqual({
      message: 'self_excluded',
      params: { ends_at: excluded.body['data']['ends_at'] },
    });
  });

  it('refuses a real-money launch during a time-out but still opens the demo', async () => {
    const p = await fundedPlayer(t, 'USD', 10);
    await t.http.post('/profile/time-out', { period: '24h', password: 'secret-pass-1' }, { token: p.token });
    const played = await launch(p.token, 'play');
    expect(played.status).toBe(403);
    expect(played.body).toMatchObject({ message: 'timed_out', params: { ends_at: expect.any(String) } });
    expect((await launch(p.token, 'demo')).status).toBe(200);
  });

  it('launches a player without a break for real money', async () => {
    const p = await fundedPlayer(t, 'USD', 10);
    expect((await launch(p.token, 'play')).status).toBe(200);
  });
});
