import type { Money } from '../../src/index.ts';
import { createPlayUseCases, createRoundUseCases } from '../../src/index.ts';
import { userFactory } from '../factories/index.ts';
import { FakeClock } from './FakeClock.ts';
import { fakePlayUseCasePorts } from './fakePorts.ts';
import { FakeRandomness } from './FakeRandomness.ts';
import { FakeRoundsApi } from './FakeRoundsApi.ts';
import { InMemoryCookieJar } from './InMemoryCookieJar.ts';
import { restoredSession } from './restoredSession.ts';

/**
 * A logged-in USD player and the rounds server over in-memory fakes, at nonce 3 of the worked examples' pair: the
 * first miner round has mines 23, 17, 18; at nonce 4 a hilo round deals ♠3, ♦7, ♠9, ♥K.
 */
export function roundsWorld(options: { balance?: Money; nonce?: number } = {}) {
  const balance = options.balance ?? { minor: 1_000, currency: 'USD' as const };
  const clock = new FakeClock();
  const session = restoredSession(new InMemoryCookieJar({ token: 'access-token' }));
  session.setUser(
    userFactory.build({
      currency: 'USD',
      balance,
      bonusBalance: { minor: 0, currency: 'USD' },
      totalBalance: balance,
    }),
  );
  const roundsApi = new FakeRoundsApi(balance, options.nonce);
  const randomness = new FakeRandomness();
  // Wired as the composition root wires them, so the test worlds prove the registries too: the rounds' over the play
  // registry's one check of the client seed.
  const { useOwnClientSeed } = createPlayUseCases({ ...fakePlayUseCasePorts(), randomness, session, clock });
  const { startRound, playRound, resumeRound, openCase } = createRoundUseCases({
    roundsApi,
    randomness,
    session,
    clock,
    useOwnClientSeed,
  });
  return { clock, session, roundsApi, randomness, startRound, playRound, resumeRound, openCase };
}
