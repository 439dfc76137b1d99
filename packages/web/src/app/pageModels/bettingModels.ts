import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BET_SLIP, BetSlipViewModel } from '../../pages/betting/BetSlipViewModel.ts';
import { BETTING_VM, BettingViewModel } from '../../pages/betting/BettingViewModel.ts';
import { LiveLine, type LiveLineDeps } from '../../pages/betting/LiveLine.ts';
import { nextTask } from '../../components/idle.ts';
import { BETS, myBets } from './sportsBets.ts';
import { SPORT_EVENT_VM, SportEventViewModel } from '../../pages/betting/SportEventViewModel.ts';

const LINE = { feed: TOKENS.SportsFeed, api: TOKENS.SportsbookApi, clock: TOKENS.Clock };
/** A line shows the channel's changes a slice a task (the channel only runs in the browser). */
const liveLine = (deps: Omit<LiveLineDeps, 'nextTask'>) =>
  new LiveLine({ ...deps, nextTask: () => nextTask(globalThis) });
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
    BETTING_VM,
    { ...LINE, ...BETS, content: TOKENS.ContentApi, locale: TOKENS.LocaleStore, slip: BET_SLIP },
    (deps) =>
      new BettingViewModel({
        content: deps.content,
        locale: deps.locale,
        slip: deps.slip,
        line: liveLine(deps),
        myBets: myBets(deps),
      }),
  );
  bind.viewModel(
    SPORT_EVENT_VM,
    { ...LINE, ...BETS, slip: BET_SLIP },
    (deps) => new SportEventViewModel(liveLine(deps), deps.slip, myBets(deps)),
  );
});
