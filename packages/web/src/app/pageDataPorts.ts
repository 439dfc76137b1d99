import {
  isTransientError,
  settled,
  type ApiResult,
  type BonusApi,
  type ContentApi,
  type SportsbookApi,
} from '@casino/core';
import { callKey, type PageData } from '../di/pageData.ts';

/** A promise that never settles: the server's page shows its loading state, as the browser's will at first. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * One call of a port a page reads its data with (issue 15, item 3): on the server its answer is recorded for the
 * page; in the browser, while that page is hydrated, the same call is answered from the record at once (a settled
 * promise, which a view model reads in its first render), and from the network afterwards.
 */
function pageDataCall<T>(
  data: PageData,
  name: string,
  args: readonly unknown[],
  call: () => ApiResult<T>,
): ApiResult<T> {
  const key = callKey(name, args);
  const known = data.answer(key);
  if (known) return settled(known) as ApiResult<T>;
  const pending = call();
  if (!data.recording) return pending;
  // On the server: what the browser will be answered from; a transient failure is left for the browser to retry,
  // so the server's page shows that part loading (until the budget runs out), as the browser's first render will.
  return pending.then((answer) => {
    if (!answer.ok && isTransientError(answer.error)) return never();
    data.record(key, answer);
    return answer;
  });
}

type ContentMethod = keyof ContentApi;
const CONTENT_METHODS: readonly ContentMethod[] = [
  'games',
  'tournaments',
  'tournament',
  'top',
  'faq',
  'seo',
  'vipLevels',
];

/** The content API as a page rendered on the server sees it: every call is page data. */
export function pageDataContentApi(api: ContentApi, data: PageData): ContentApi {
  const wrapped = Object.fromEntries(
    CONTENT_METHODS.map((method) => [
      method,
      (...args: unknown[]) =>
        pageDataCall(data, `content.${method}`, args, () =>
          (api[method] as (...given: unknown[]) => ApiResult<unknown>).apply(api, args),
        ),
    ]),
  );
  return wrapped as unknown as ContentApi;
}

/**
 * The sportsbook as a page rendered on the server sees it: the line and an event read alone are page data (the
 * betting pages' first paint); the player's bets and placing one always go to the network.
 */
export function pageDataSportsbookApi(api: SportsbookApi, data: PageData): SportsbookApi {
  return {
    listEvents: () => pageDataCall(data, 'sports.listEvents', [], () => api.listEvents()),
    getEvent: (id) => pageDataCall(data, 'sports.getEvent', [id], () => api.getEvent(id)),
    placeBet: (request) => api.placeBet(request),
    listBets: (status) => api.listBets(status),
  };
}

/**
 * The bonuses as a page rendered on the server sees them: what registration and a deposit unlock is page data (the
 * bonuses page's first paint, the player's own list when the token cookie came with the page); a promo code's check
 * and the welcome packs always go to the network.
 */
export function pageDataBonusApi(api: BonusApi, data: PageData): BonusApi {
  return {
    waitingRegAndDep: () => pageDataCall(data, 'bonus.waitingRegAndDep', [], () => api.waitingRegAndDep()),
    promoBonus: (promo) => api.promoBonus(promo),
    welcomePacksGuest: () => api.welcomePacksGuest(),
  };
}
