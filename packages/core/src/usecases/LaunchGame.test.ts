import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { FakeGamesApi, FakeRandomness } from '../../test/fakes/index.ts';
import { ok } from '../domain/result.ts';
import type { GameLaunchApi, LaunchRequest } from '../ports/GameLaunchApi.ts';
import { LaunchGame } from './LaunchGame.ts';
import { UseOwnClientSeed } from './UseOwnClientSeed.ts';

const request: LaunchRequest = {
  slug: 'prism-drift',
  mode: 'play',
  currency: null,
  locale: 'en',
  returnUrl: 'http://localhost:5173/games/slots/prism-drift/play',
};

function launcher(url: string, isLoggedIn = true) {
  const calls: LaunchRequest[] = [];
  const api: Pick<GameLaunchApi, 'launch'> = {
    launch: async (sent) => {
      calls.push(sent);
      return ok({ url, mode: sent.mode, currency: 'USD' as const });
    },
  };
  return { calls, launch: new LaunchGame({ gameLaunchApi: api, session: { isLoggedIn } }) };
}

describe('LaunchGame', () => {
  it('asks a visitor to log in for real money without calling the API', async () => {
    const { calls, launch } = launcher('http://localhost:8790/games/prism-drift', false);
    expect(await launch.execute(request)).toEqual({ ok: false, error: { kind: 'loginRequired' } });
    expect(calls).toEqual([]);
  });

  it('lets a visitor play the demo', async () => {
    const { launch } = launcher('http://localhost:8790/games/prism-drift?token=ab', false);
    const result = await launch.execute({ ...request, mode: 'demo', currency: 'EUR' });
    expect(result).toMatchObject({ ok: true, value: { origin: 'http://localhost:8790', mode: 'demo' } });
  });

  it('refuses a launch URL that is not absolute http(s)', async () => {
    const { launch } = launcher('javascript:alert(1)');
    expect(await launch.execute(request)).toEqual({ ok: false, error: { kind: 'badLaunchUrl' } });
  });

  it("replaces the API's default client seed with the player's own before a real slot is launched", async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeedByPlayer = false;
    const session = { epoch: 1, isLoggedIn: true };
    const seedAtLaunch: boolean[] = [];
    const api: Pick<GameLaunchApi, 'launch'> = {
      launch: async (sent) => {
        seedAtLaunch.push(gamesApi.clientSeedByPlayer);
        return ok({
          url: 'http://localhost:8790/games/prism-drift',
          mode: sent.mode,
          currency: 'USD' as const,
        });
      },
    };
    const useOwnClientSeed = new UseOwnClientSeed({ gamesApi, randomness: new FakeRandomness(), session });
    const launch = new LaunchGame({ gameLaunchApi: api, session, useOwnClientSeed });
    await launch.execute({ ...request, mode: 'demo' });
    expect(seedAtLaunch).toEqual([false]);
    await launch.execute(request);
    expect(seedAtLaunch).toEqual([false, true]);
    expect(gamesApi.clientSeed).toBe('seed-1');
  });
});
