import type { Money, User } from '../../src/index.ts';
import { AutoBet, createPlayUseCases } from '../../src/index.ts';
import { userFactory } from '../factories/index.ts';
import { FakeClock } from './FakeClock.ts';
import { FakeGamesApi } from './FakeGamesApi.ts';
import { FakeRandomness } from './FakeRandomness.ts';
import { fakePlayUseCasePorts } from './fakePorts.ts';
import { InMemoryCookieJar } from './InMemoryCookieJar.ts';
import { restoredSession } from './restoredSession.ts';

/**
 * A logged-in USD player and the games server over in-memory fakes, with the pair of docs/fairness.md's worked
 * examples, so every outcome is known: dice rolls for nonces 0..9 are 6.07, 90.06, 99.96, 92.04, 11.74, 8.49, 66.35,
 * 24.71, 47.93, 11.32.
 */
export function gamesWorld(options: { balance?: Money; user?: Partial<User> } = {}) {
  const balance = options.balance ?? { minor: 1_000, currency: 'USD' as const };
  const clock = new FakeClock();
  const session = restoredSession(new InMemoryCookieJar({ token: 'access-token' }));
  session.setUser(
    userFactory.build({
      currency: 'USD',
      balance,
      bonusBalance: { minor: 200, currency: 'USD' },
      totalBalance: { minor: balance.minor + 200, currency: 'USD' },
      ...options.user,
    }),
  );
  const gamesApi = new FakeGamesApi(balance);
  const randomness = new FakeRandomness();
  const { placeBet } = createPlayUseCases({
    ...fakePlayUseCasePorts(),
    gamesApi,
    randomness,
    session,
    clock,
  });
  const autoBet = new AutoBet({ placeBet, clock });
  return { clock, session, gamesApi, randomness, placeBet, autoBet };
}
