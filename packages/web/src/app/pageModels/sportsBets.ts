import type { Resolved } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MyBetsViewModel } from '../../components/sportsbook/MyBetsViewModel.ts';

/** What the player's sports bets are made of (the betting pages and the profile history list them). */
export const BETS = {
  api: TOKENS.SportsbookApi,
  session: TOKENS.SessionStore,
  profileApi: TOKENS.ProfileApi,
  store: TOKENS.KeyValueStore,
};

/** The player's bets, with the balance read again when one of them has been settled. */
export function myBets({ api, session, profileApi, store }: Resolved<typeof BETS>): MyBetsViewModel {
  return new MyBetsViewModel(
    api,
    session,
    async () => {
      const owner = session.user?.id;
      const answer = await profileApi.getUser();
      // Only this player's fresh profile: a failed read or another session changes nothing.
      if (answer.ok && owner !== undefined && session.user?.id === owner) session.setUser(answer.value);
    },
    store,
  );
}
