import {
  isTransientError,
  ok,
  settled,
  type ApiResult,
  type BillingApi,
  type BonusApi,
  type ContentApi,
  type FreeSpinsApi,
  type GameLaunchApi,
  type GamesApi,
  type MoneyApi,
  type ProfileApi,
  type RoundsApi,
  type SiteSettingsApi,
  type SportsbookApi,
} from '@casino/core';
import { callKey, type PageData } from '../di/pageData.ts';
import { pageHydration } from '../di/pageHydration.ts';

/** A promise that never settles: the server's page shows its loading state, as the browser's will at first. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * One call of a port a page reads its data with (issue 15, item 3): on the server its answer is recorded for the
 * page; in the browser, while that page is hydrated, the same call is answered from the record at once (a settled
 * promise, which a view model reads in its first render), and from the network afterwards.
 *
 * On the server an answer that comes after the budget is never handed on: a view model that applied it (the
 * sportsbook's line, a player's shelves) put into the server's HTML what the page's record lacks, and the browser's
 * hydrating render, without it, differed (React error 418 on a busy machine). A call the render made before (the
 * head's SEO text, then the page's) is answered as recorded: the page shows the one answer the browser is given.
 */
function pageDataCall<T>(
  data: PageData,
  name: string,
  args: readonly unknown[],
  call: () => ApiResult<T>,
  mode: 'page' | PlayerRead<T>,
): ApiResult<T> {
  const key = callKey(name, args);
  const known = data.answer(key);
  if (known) return settled(known) as ApiResult<T>;
  const pending = call();
  if (!data.recording) return afterHydration(data, pending);
  // On the server: what the browser will be answered from; a transient failure is left for the browser to retry,
  // so the server's page shows that part loading (until the budget runs out), as the browser's first render will.
  return pending.then((answer) => {
    if (!data.inBudget) return never();
    const earlier = data.answer(key);
    if (earlier) return earlier as Awaited<ApiResult<T>>;
    if (mode !== 'page') {
      if (answer.ok) data.record(key, ok(mode.recorded(answer.value)));
      return answer;
    }
    if (!answer.ok && isTransientError(answer.error)) return never();
    data.record(key, answer);
    return answer;
  });
}

/**
 * The network's answer to a call made by a place the server showed loading, in whole or in part
 * (`PageData.heldUntilHydrated`), handed on once the page is hydrated; any other call's at once. Applied at once, it
 * changed a view model whose place the hydrating render had already read: when React rendered that place again
 * (after a chunk or another place's data it waited for), it no longer matched the server's HTML (React error 418) and
 * React threw the page's HTML away. A busy machine made it likely: the server's render ran past its budget, and the
 * answer came while the browser hydrated.
 */
function afterHydration<T>(data: PageData, pending: ApiResult<T>): ApiResult<T> {
  if (!data.heldUntilHydrated) return pending;
  return pending.then((answer) => pageHydration.settled().then(() => answer));
}

/**
 * A read of the player's own session (the profile): page data only when it succeeded (a refusal is asked again over
 * the network, where the browser refreshes an expired token), and recorded as `recorded` makes it (without a token
 * it may carry: the page's state is in its HTML).
 */
export interface PlayerRead<T> {
  readonly recorded: (value: T) => T;
}

/** The value a port's method answers with. */
type Answered<F> = F extends (...args: never[]) => ApiResult<infer V> ? V : never;

/**
 * For each method of a port: `page` when its answer is page data, a `PlayerRead` when it is the player's own data
 * read at start, `network` when it always asks the network.
 */
export type PageDataMethods<T> = {
  readonly [K in keyof T]-?: 'page' | 'network' | PlayerRead<Answered<T[K]>>;
};

/**
 * A port as a page rendered on the server sees it: the methods marked `page` are page data (recorded on the server,
 * answered from the record while the browser hydrates that page), the others always go to the network. Only reads
 * are marked `page`: a bet, a payment or a change is never answered from the page. The compiler checks every method
 * is named.
 */
export function pageDataApi<T extends object>(
  api: T,
  data: PageData,
  name: string,
  methods: PageDataMethods<T>,
): T {
  const port: Partial<Record<keyof T, unknown>> = {};
  for (const method of Object.keys(methods) as (keyof T & string)[]) {
    const call = (...args: unknown[]) =>
      (api[method] as (...given: unknown[]) => ApiResult<unknown>).apply(api, args);
    const mode = methods[method] as 'page' | 'network' | PlayerRead<unknown>;
    port[method] =
      mode === 'network'
        ? call
        : (...args: unknown[]) => pageDataCall(data, `${name}.${method}`, args, () => call(...args), mode);
  }
  return port as T;
}

/** The content API: every call is page data. */
export const CONTENT_PAGE_DATA: PageDataMethods<ContentApi> = {
  games: 'page',
  tournaments: 'page',
  tournament: 'page',
  top: 'page',
  faq: 'page',
  seo: 'page',
  vipLevels: 'page',
};

/**
 * The player's profile (the header's balance, the account menu): read at start on the server when the token cookie is
 * there, and answered from the page while the browser hydrates it, so a player's first page, like a visitor's, is
 * ready without loading the HTTP client. A refusal (an expired token) is not: the browser asks again, and refreshes.
 * A fresh token the profile may carry is left out of the page.
 */
export const PROFILE_PAGE_DATA: PageDataMethods<ProfileApi> = {
  getUser: { recorded: (user) => ({ ...user, freshToken: null }) },
  updateSettings: 'network',
  updatePassword: 'network',
  joinVip: 'network',
  // The VIP level is read after the page shows (the VIP page and the profile), never during its first render.
  getVipStatus: 'network',
  getVerification: 'page',
  uploadVerificationDocument: 'network',
};

/** The site settings: the footer's links on every page. */
export const SITE_SETTINGS_PAGE_DATA: PageDataMethods<SiteSettingsApi> = { getSiteSettings: 'page' };

/** The sportsbook: the line, an event read alone and the player's bets (the betting and profile pages' first paint). */
export const SPORTSBOOK_PAGE_DATA: PageDataMethods<SportsbookApi> = {
  listEvents: 'page',
  getEvent: 'page',
  listBets: 'page',
  placeBet: 'network',
};

/**
 * The bonuses: what registration and a deposit unlock (the bonuses pages' first paint, the player's own list when
 * the token cookie came with the page) and the welcome packs; a promo code's check always goes to the network.
 */
export const BONUS_PAGE_DATA: PageDataMethods<BonusApi> = {
  waitingRegAndDep: 'page',
  welcomePacksGuest: 'page',
  promoBonus: 'network',
  takePromo: 'network',
  bonusProgress: 'page',
};

/** The player's free spins and their campaigns' titles (the bonuses pages). */
export const FREE_SPINS_PAGE_DATA: PageDataMethods<FreeSpinsApi> = {
  list: 'page',
  campaign: 'page',
  cancel: 'network',
};

/** The instant games: the player's bets (a game's last results, the profile's bets), their seeds and a bet's proof. */
export const GAMES_PAGE_DATA: PageDataMethods<GamesApi> = {
  listBets: 'page',
  getSeeds: 'page',
  getBet: 'page',
  placeBet: 'network',
  rotateSeeds: 'network',
  changeClientSeed: 'network',
};

/** The round games: the round the player left unfinished and the cases on offer. */
export const ROUNDS_PAGE_DATA: PageDataMethods<RoundsApi> = {
  currentRound: 'page',
  listCases: 'page',
  startRound: 'network',
  act: 'network',
  cashOut: 'network',
  openCase: 'network',
};

/** The player's favourite and recent provider games (the games pages' lists); a launch always asks the network. */
export const LAUNCH_PAGE_DATA: PageDataMethods<GameLaunchApi> = {
  favourites: 'page',
  recent: 'page',
  launch: 'network',
  setFavourite: 'network',
};

/** The cashier's methods and limits (the withdrawal page); an invoice and its status always ask the network. */
export const BILLING_PAGE_DATA: PageDataMethods<BillingApi> = {
  getBillingData: 'page',
  createInvoice: 'network',
  getPaymentStatus: 'network',
};

/** The money pages: the withdrawals, the history and the safer-play limits as they stand. */
export const MONEY_PAGE_DATA: PageDataMethods<MoneyApi> = {
  listWithdrawals: 'page',
  getHistory: 'page',
  getSaferPlay: 'page',
  requestWithdrawal: 'network',
  cancelWithdrawal: 'network',
  exportHistory: 'network',
  setLimit: 'network',
  takeBreak: 'network',
};
