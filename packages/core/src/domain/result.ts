/** The outcome of an expected failure path: use cases return it instead of throwing. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

const SETTLED = Symbol('settled');

/** A promise of a result that is already in hand: whoever awaits it may also read the result at once. */
export type SettledPromise<R> = Promise<R> & { readonly [SETTLED]: R };

/**
 * A result already known, as a promise that can also be read synchronously (`settledNow`). A server-rendered page's
 * data is answered so in the browser: the view model shows it in its first render, which must match the server's.
 */
export function settled<R>(result: R): SettledPromise<R> {
  return Object.assign(Promise.resolve(result), { [SETTLED]: result });
}

/** The result of a `settled` promise, or undefined for one still on its way. */
export function settledNow<R>(promise: Promise<R>): R | undefined {
  return SETTLED in promise ? (promise as SettledPromise<R>)[SETTLED] : undefined;
}
