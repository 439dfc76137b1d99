import { isTransientError, settled, type ApiResult, type ContentApi } from '@casino/core';
import { callKey, type PageData } from '../di/pageData.ts';

type Method = keyof ContentApi;
const METHODS: readonly Method[] = ['games', 'tournaments', 'tournament', 'top', 'faq', 'seo', 'vipLevels'];

/** A promise that never settles: the server's page shows its loading state, as the browser's will at first. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * The content API as a page rendered on the server sees it (issue 15, item 3): on the server every answer is recorded
 * for the page; in the browser, while that page is hydrated, the same call is answered from the record at once (a
 * settled promise, which a view model reads in its first render), and from the network afterwards.
 */
export function pageDataContentApi(api: ContentApi, data: PageData): ContentApi {
  const answered = <T>(method: Method, args: readonly unknown[], call: () => ApiResult<T>): ApiResult<T> => {
    const key = callKey(`content.${method}`, args);
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
  };
  const wrapped = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (...args: unknown[]) =>
        answered(method, args, () =>
          (api[method] as (...given: unknown[]) => ApiResult<unknown>).apply(api, args),
        ),
    ]),
  );
  return wrapped as unknown as ContentApi;
}
