import { describe, expect, it } from 'vitest';
import { usd } from '../../test/factories/index.ts';
import { err } from '../domain/result.ts';
import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { GamesApi, SeedState } from '../ports/GamesApi.ts';
import { FakeGamesApi, FakeRandomness, gamesWorld } from '../../test/fakes/index.ts';
import { UseOwnClientSeed } from './UseOwnClientSeed.ts';

const session = (epoch = 1) => ({ epoch, isLoggedIn: true });

describe('UseOwnClientSeed', () => {
  it("replaces the API's default client seed with one made on the player's side", async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeedByPlayer = false;
    await new UseOwnClientSeed({ gamesApi, randomness: new FakeRandomness(), session: session() }).ensure();
    const seeds = await gamesApi.getSeeds();
    expect(seeds.ok && seeds.value.current).toMatchObject({ clientSeed: 'seed-1', clientSeedByPlayer: true });
  });

  it('keeps a client seed the player chose', async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeed = 'mine';
    await new UseOwnClientSeed({ gamesApi, randomness: new FakeRandomness(), session: session() }).ensure();
    expect(gamesApi.clientSeed).toBe('mine');
  });

  it('checks once a session, and again in the next session', async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeedByPlayer = false;
    const state = session(1);
    const own = new UseOwnClientSeed({ gamesApi, randomness: new FakeRandomness(), session: state });
    await Promise.all([own.ensure(), own.ensure()]);
    gamesApi.clientSeedByPlayer = false;
    await own.ensure();
    expect(gamesApi.clientSeed).toBe('seed-1');
    state.epoch = 2;
    await own.ensure();
    expect(gamesApi.clientSeed).toBe('seed-2');
  });

  it('tries again before the next bet when the check failed', async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeedByPlayer = false;
    let failures = 1;
    const flaky: Pick<GamesApi, 'getSeeds' | 'changeClientSeed'> = {
      getSeeds: async (): Promise<Result<SeedState, DomainError>> =>
        failures-- > 0
          ? err<DomainError>({ kind: 'network', message: 'Network Error' })
          : gamesApi.getSeeds(),
      changeClientSeed: (seed: string) => gamesApi.changeClientSeed(seed),
    };
    const own = new UseOwnClientSeed({
      gamesApi: flaky,
      randomness: new FakeRandomness(),
      session: session(),
    });
    await own.ensure();
    expect(gamesApi.clientSeedByPlayer).toBe(false);
    await own.ensure();
    expect(gamesApi.clientSeedByPlayer).toBe(true);
  });

  it('does nothing for a visitor', async () => {
    const gamesApi = new FakeGamesApi(usd(10));
    gamesApi.clientSeedByPlayer = false;
    const visitor = { epoch: 1, isLoggedIn: false };
    await new UseOwnClientSeed({ gamesApi, randomness: new FakeRandomness(), session: visitor }).ensure();
    expect(gamesApi.clientSeedByPlayer).toBe(false);
  });

  it("makes the first bet of a new account with the player's own client seed", async () => {
    const world = gamesWorld();
    world.gamesApi.clientSeedByPlayer = false;
    const bet = await world.placeBet.execute(
      { game: 'dice', targetHundredths: 5050, direction: 'under' },
      { minor: 100, currency: 'USD' },
    );
    expect(bet.ok && bet.value.fairness.clientSeed).toBe('seed-1');
  });
});
