import { makeAutoObservable, runInAction } from 'mobx';
import {
  isOddsFormat,
  ODDS_CHANGE_PREFERENCES,
  type OddsChangePreference,
  type DomainError,
  type KeyValueStore,
  type OddsFormat,
  type SportsBet,
  type SportsbookApi,
} from '@casino/core';
import type { SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const MY_BETS_VM = token<MyBetsViewModel>('MyBetsViewModel');

/** The player's sports bets (issue 20): open ones and settled ones, newest first, read again on demand. */
export class MyBetsViewModel {
  readonly #api: Pick<SportsbookApi, 'listBets'>;
  readonly #session: SessionView;
  open: readonly SportsBet[] = [];
  settled: readonly SportsBet[] = [];
  loading = false;
  loaded = false;
  /** The odds format the player chose on the slip (kept on the device), read once the page runs in the browser. */
  oddsFormat: OddsFormat = 'decimal';
  error: DomainError | null = null;
  #generation = 0;

  readonly #settled: () => Promise<void>;

  /** `settled` runs when a bet that was open has been settled (the balance moved on the server). */
  constructor(
    api: Pick<SportsbookApi, 'listBets'>,
    session: SessionView,
    settled: () => Promise<void> = () => Promise.resolve(),
    readonly store: Pick<KeyValueStore, 'get'> | null = null,
  ) {
    this.#api = api;
    this.#session = session;
    this.#settled = settled;
    makeAutoObservable<MyBetsViewModel, '#api' | '#session' | '#settled'>(
      this,
      { '#api': false, '#session': false, '#settled': false, store: false },
      { autoBind: true },
    );
  }

  /** Open bets' event ids, to know when a closing event settles one of them. */
  get openEvents(): ReadonlySet<string> {
    return new Set(this.open.flatMap((bet) => bet.legs.map((leg) => leg.eventId)));
  }

  /** The data of the page's first render: the player's open and settled bets (issue 15, item 3). */
  preload(): Promise<void> {
    return this.reload();
  }

  start(): void {
    this.oddsFormat = storedSportsPrefs(this.store).oddsFormat;
    void this.reload();
  }

  async reload(): Promise<void> {
    if (!this.#session.isLoggedIn) {
      this.open = [];
      this.settled = [];
      this.loaded = true;
      return;
    }
    const generation = (this.#generation += 1);
    this.loading = true;
    const [open, settled] = await Promise.all([this.#api.listBets('open'), this.#api.listBets('settled')]);
    runInAction(() => {
      if (generation !== this.#generation) return;
      this.loading = false;
      this.loaded = true;
      if (!open.ok) return void (this.error = open.error);
      if (!settled.ok) return void (this.error = settled.error);
      this.error = null;
      const wasOpen = new Set(this.open.map((bet) => bet.id));
      this.open = open.value;
      this.settled = settled.value;
      if (settled.value.some((bet) => wasOpen.has(bet.id))) void this.#settled();
    });
  }

  dispose(): void {
    this.#generation += 1;
  }
}

/** Where the slip keeps the player's reading preferences. */
export const SPORTS_PREFS_KEY = 'sportsPrefs';

/** What the player chose on the slip, kept on the device: the odds format and the odds-change preference. */
export interface SportsPrefs {
  readonly oddsFormat: OddsFormat;
  readonly preference: OddsChangePreference;
}

/** The preferences kept on the device; the defaults (decimal, accept higher odds) for what is missing or damaged. */
export function storedSportsPrefs(store: Pick<KeyValueStore, 'get'> | null): SportsPrefs {
  let prefs: Record<string, unknown> = {};
  try {
    prefs = JSON.parse(store?.get(SPORTS_PREFS_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    // A damaged entry: the defaults stand.
  }
  const { oddsFormat, preference } = prefs;
  return {
    oddsFormat: isOddsFormat(oddsFormat) ? oddsFormat : 'decimal',
    preference:
      typeof preference === 'string' && (ODDS_CHANGE_PREFERENCES as readonly string[]).includes(preference)
        ? (preference as OddsChangePreference)
        : 'higher',
  };
}
