import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BET_SLIP, BetSlipViewModel } from '../../pages/betting/BetSlipViewModel.ts';
import { BETTING_VM, BettingViewModel } from '../../pages/betting/BettingViewModel.ts';
import { LiveLine } from '../../pages/betting/LiveLine.ts';
import { MY_BETS_VM, MyBetsViewModel } from '../../pages/betting/MyBetsViewModel.ts';
import { SPORT_EVENT_VM, SportEventViewModel } from '../../pages/betting/SportEventViewModel.ts';

const LINE = { feed: TOKENS.SportsFeed, api: TOKENS.SportsbookApi, clock: TOKENS.Clock };

/**
 * The sportsbook's view models: the slip is one for the app (it follows the player across the betting pages); each
 * page mount gets its own line, lists and page state, released on unmount.
 */
export const models = bindings((bind) => {
  bind.service(
    BET_SLIP,
    {
      session: TOKENS.SessionStore,
      store: TOKENS.KeyValueStore,
      api: TOKENS.SportsbookApi,
      randomness: TOKENS.Randomness,
      clock: TOKENS.Clock,
      modals: TOKENS.ModalStore,
    },
    (deps) => new BetSlipViewModel(deps),
  );
  bind.viewModel(
    MY_BETS_VM,
    { api: TOKENS.SportsbookApi, session: TOKENS.SessionStore },
    ({ api, session }) => new MyBetsViewModel(api, session),
  );
  bind.viewModel(
    BETTING_VM,
    {
      ...LINE,
      content: TOKENS.ContentApi,
      locale: TOKENS.LocaleStore,
      slip: BET_SLIP,
      session: TOKENS.SessionStore,
    },
    ({ feed, api, clock, content, locale, slip, session }) =>
      new BettingViewModel({
        content,
        locale,
        slip,
        line: new LiveLine({ feed, api, clock }),
        myBets: new MyBetsViewModel(api, session),
      }),
  );
  bind.viewModel(
    SPORT_EVENT_VM,
    { ...LINE, slip: BET_SLIP, session: TOKENS.SessionStore },
    ({ feed, api, clock, slip, session }) =>
      new SportEventViewModel(new LiveLine({ feed, api, clock }), slip, new MyBetsViewModel(api, session)),
  );
});
