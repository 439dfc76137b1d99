import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  AUTO_BET_DELAY_MS,
  BET_GAME_OF,
  isNetWin,
  type Clock,
  type SettledBet,
  type TimerHandle,
} from '@casino/core';
import type { BetPanelViewModel } from '../bet/BetPanelViewModel.ts';
import type { AutoBetViewModel } from './AutoBetViewModel.ts';
import type { GamePreferences } from './GamePreferences.ts';
import type { RecentResults } from './RecentResults.ts';
import type { GameBoard, Tones } from './playPorts.ts';

export interface InstantGameParts<B extends GameBoard> {
  readonly board: B;
  readonly panel: BetPanelViewModel;
  readonly preferences: GamePreferences;
  readonly results: RecentResults;
  readonly auto: AutoBetViewModel;
  readonly tones: Tones;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

/** The panel's tabs: one bet at a time, or a series played by itself. */
export type PlayMode = 'manual' | 'auto';

/**
 * One instant game page: a bet from the panel is shown on the board (animated, or at once in instant mode or when
 * the player prefers reduced motion), then announced, added to the last results and sounded when sound is on.
 * Hotkeys reach the panel and the board through `pressKey`. `dispose` stops an auto-bet and a pending reveal.
 */
export class InstantGameViewModel<B extends GameBoard = GameBoard> {
  mode: PlayMode = 'manual';
  /** The last bet whose outcome the board has finished showing: what the live region announces. */
  announced: SettledBet | null = null;
  revealing = false;
  reducedMotion = false;
  readonly board: B;
  readonly panel: BetPanelViewModel;
  readonly preferences: GamePreferences;
  readonly results: RecentResults;
  readonly auto: AutoBetViewModel;
  readonly #tones: Tones;
  readonly #clock: Pick<Clock, 'setTimeout'>;
  #reveal: { timer: TimerHandle; bet: SettledBet; done: () => void } | null = null;
  #currencyWatch: IReactionDisposer | null = null;

  constructor(parts: InstantGameParts<B>) {
    this.board = parts.board;
    this.panel = parts.panel;
    this.preferences = parts.preferences;
    this.results = parts.results;
    this.auto = parts.auto;
    this.#tones = parts.tones;
    this.#clock = parts.clock;
    this.panel.chooseGame(BET_GAME_OF[this.board.game]);
    this.panel.attachBoard(this.board);
    this.auto.attach({
      panel: this.panel,
      show: (bet) => void this.#show(bet),
      pauseMs: () => (this.instant ? AUTO_BET_DELAY_MS : this.board.revealMs + AUTO_BET_DELAY_MS),
    });
    makeAutoObservable(this);
  }

  /**
   * The data of the page's first render: the player's last results of this game (issue 15, item 3). On the server,
   * and in the browser while it hydrates; the remembered settings are the device's and load after mount.
   */
  preload(): Promise<void> {
    return this.results.load();
  }

  /**
   * After mount: the remembered settings and the last results from the history. A login in another currency (a
   * visitor sees roubles) starts the stake again at that currency's minimum.
   */
  start(): void {
    this.preferences.load();
    void this.results.load();
    this.#currencyWatch?.();
    this.#currencyWatch = reaction(
      () => this.panel.currency,
      () => this.panel.chooseMinStake(),
    );
  }

  get instant(): boolean {
    return this.preferences.instant || this.reducedMotion;
  }

  /** A bet cannot start while one is placed, shown, or an auto-bet runs. */
  get busy(): boolean {
    return this.panel.isPlacing || this.revealing || this.auto.running;
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  chooseMode(mode: PlayMode): void {
    if (!this.auto.running) this.mode = mode;
  }

  async bet(): Promise<void> {
    if (this.busy) return;
    const bet = await this.panel.placeBet();
    if (bet) await runInAction(() => this.#show(bet));
  }

  /** A hotkey outside a field: Space bets (or stops an auto-bet), H and D halve and double, the rest is the board's. */
  pressKey(key: string): boolean {
    if (!this.preferences.hotkeys) return false;
    switch (key.toLowerCase()) {
      case ' ':
        if (this.auto.running) this.auto.stop();
        else if (this.mode === 'auto') void this.auto.start();
        else void this.bet();
        return true;
      case 'h':
        this.panel.halveStake();
        return true;
      case 'd':
        this.panel.doubleStake();
        return true;
      default:
        return this.busy ? false : this.board.pressKey(key);
    }
  }

  dispose(): void {
    this.#currencyWatch?.();
    this.#currencyWatch = null;
    this.auto.stop();
    this.#reveal?.timer.cancel();
    // A bet still in motion when the page is left: its payout is not lost to the balance.
    if (this.#reveal) this.panel.releasePayout(this.#reveal.bet);
    this.#reveal = null;
  }

  /**
   * Shows a bet on the board and resolves once it is announced. Its result, the announcement and the payout on the
   * balance all wait for the end of the board's animation (issue 38); in instant mode they come at once.
   */
  #show(bet: SettledBet): Promise<void> {
    const before = this.#reveal;
    before?.timer.cancel();
    if (before) this.#finish(before.bet);
    before?.done();
    const instant = this.instant;
    if (!instant) this.announced = null;
    this.board.show(bet, instant);
    if (instant) {
      this.#finish(bet);
      return Promise.resolve();
    }
    this.revealing = true;
    return new Promise((resolve) => {
      const done = () => {
        this.#reveal = null;
        resolve();
      };
      const timer = this.#clock.setTimeout(
        () =>
          runInAction(() => {
            this.#finish(bet);
            done();
          }),
        this.board.revealMs,
      );
      this.#reveal = { timer, bet, done };
    });
  }

  #finish(bet: SettledBet): void {
    this.board.land();
    this.panel.releasePayout(bet);
    this.revealing = false;
    this.announced = bet;
    this.results.add(bet);
    if (this.preferences.sound)
      this.#tones.play(isNetWin(bet.stake.minor, bet.payout.minor) ? 'win' : 'loss');
  }
}
