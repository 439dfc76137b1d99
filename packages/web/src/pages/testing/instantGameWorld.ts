import { AutoBet, PlaceBet, type Money } from '@casino/core';
import { userFactory, usd } from '@casino/core/test/factories';
import { FakeClock, FakeGamesApi, FakeRandomness, InMemoryKeyValueStore } from '@casino/core/test/fakes';
import { BetPanelViewModel } from '../games/bet/BetPanelViewModel.ts';
import { AutoBetViewModel } from '../games/play/AutoBetViewModel.ts';
import { GamePreferences } from '../games/play/GamePreferences.ts';
import { InstantGameViewModel } from '../games/play/InstantGameViewModel.ts';
import { RecentResults } from '../games/play/RecentResults.ts';
import type { GameBoard } from '../games/play/playPorts.ts';
import { FakeRecentBets, FakeTones } from './fakePlay.ts';
import { FakeModalOpener, FakeSession } from './fakeStores.ts';

/**
 * An instant game page over the core's real PlaceBet and AutoBet, with fakes at the ports: the games server (which
 * derives outcomes with the core's own rules), the clock, storage and the tones. The rich demo player by default.
 */
export function instantGameWorld<B extends GameBoard>(
  makeBoard: (panel: BetPanelViewModel) => B,
  { balance = usd(250), loggedIn = true }: { balance?: Money; loggedIn?: boolean } = {},
) {
  const session = new FakeSession(
    loggedIn ? userFactory.build({ currency: balance.currency, balance, totalBalance: balance }) : null,
  );
  const api = new FakeGamesApi(balance);
  const clock = new FakeClock();
  const modals = new FakeModalOpener();
  const tones = new FakeTones();
  const store = new InMemoryKeyValueStore();
  const history = new FakeRecentBets();
  const placeBet = new PlaceBet({ gamesApi: api, randomness: new FakeRandomness(), session, clock });
  const panel = new BetPanelViewModel(session, { placer: placeBet, modals });
  const board = makeBoard(panel);
  const vm = new InstantGameViewModel({
    board,
    panel,
    preferences: new GamePreferences(store),
    results: new RecentResults(history, board.game),
    auto: new AutoBetViewModel(new AutoBet({ placeBet, clock })),
    tones,
    clock,
  });
  return { vm, board, panel, session, api, clock, modals, tones, store, history };
}
