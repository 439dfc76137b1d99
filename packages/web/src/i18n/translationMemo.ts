import { BoundedMap } from '@casino/core';
import type { i18n as I18n, TFunction } from 'i18next';

/** How many texts one memo keeps at most: far more than the bundles hold; past it, texts are looked up each time. */
export const MEMO_LIMIT = 20_000;

/**
 * How many texts made with options one memo keeps at once. Their values (a game's title, a count, an amount) are
 * open-ended, so when it is full it starts again empty, and the texts every page asks for come back at once.
 */
export const OPTIONS_MEMO_LIMIT = 5_000;

type FixedT = TFunction & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };
type GetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown, fixedOpts?: unknown) => FixedT;

/**
 * A call's options as part of a memo key, or null when they cannot be one: only plain values (a string, a finite
 * number, a boolean) make the same text every time. An undefined value is not one (i18next reads a named but
 * undefined value otherwise than a missing one), nor is an object, a date or a function.
 */
function optionsKey(options: unknown): string | null {
  if (options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (!(kind === 'string' || kind === 'boolean' || (kind === 'number' && Number.isFinite(value))))
      return null;
  }
  return JSON.stringify(options);
}

/**
 * The part of a memo key fixed options make, or null when they could change a text: none, or only the namespaces a
 * key given as a selector function is read in (`scopeNs`, which react-i18next's `useTranslation` always passes; the
 * memo keeps only texts asked by a string key).
 */
function fixedKey(fixedOpts: unknown): string | null {
  if (fixedOpts === undefined) return '';
  if (fixedOpts === null || typeof fixedOpts !== 'object') return null;
  const { scopeNs, ...others } = fixedOpts as { scopeNs?: unknown };
  if (Object.keys(others).length > 0) return null;
  if (scopeNs === undefined) return '';
  return Array.isArray(scopeNs) && scopeNs.every((name) => typeof name === 'string')
    ? scopeNs.join(',')
    : null;
}

/**
 * The texts of one locale's shared instance (issue 35, item 4): a component's `t('key')` is the same text for every
 * request of the process (the bundles, the language and the operator's variables make it), so the server looks it up
 * once. So is a call with options (a count, a game's title), keyed by the whole call: its text is given back only to
 * the very same call, so no request's values ever reach a text another asks for. A key not found is never kept (its
 * namespace may load later, and its warning is given each time).
 */
export class TranslationMemo {
  readonly #texts: BoundedMap<string, string>;
  readonly #withOptions: BoundedMap<string, string>;

  constructor(limit = MEMO_LIMIT, optionsLimit = OPTIONS_MEMO_LIMIT) {
    this.#texts = new BoundedMap(limit, 'keep');
    this.#withOptions = new BoundedMap(optionsLimit, 'startAgain');
  }

  get size(): number {
    return this.#texts.size;
  }

  /** How many texts made with options it holds now. */
  get sizeWithOptions(): number {
    return this.#withOptions.size;
  }

  /** Makes `i18n`'s fixed `t` functions (those `useTranslation` hands out) answer repeated calls from this memo. */
  install(i18n: I18n): void {
    const original = i18n.getFixedT.bind(i18n) as unknown as GetFixedT;
    const memoized: GetFixedT = (lng, ns, keyPrefix, fixedOpts) => {
      const inner = original(lng, ns, keyPrefix, fixedOpts);
      const namespace = typeof ns === 'string' ? ns : Array.isArray(ns) ? ns.join(',') : null;
      const fixed = fixedKey(fixedOpts);
      if (
        typeof lng !== 'string' ||
        namespace === null ||
        fixed === null ||
        !(keyPrefix === undefined || typeof keyPrefix === 'string')
      )
        return inner;
      const scope = `${lng}\u0000${namespace}\u0000${keyPrefix ?? ''}\u0000${fixed}\u0000`;
      const lookUp = inner as unknown as (...args: unknown[]) => unknown;
      const fullKey = (key: string) =>
        typeof keyPrefix === 'string' && keyPrefix !== '' ? `${keyPrefix}.${key}` : key;
      const namespaces: readonly string[] = typeof ns === 'string' ? [ns] : (ns as readonly string[]);
      // A text in the bundles under the very key is found; a plural's or a context's forms are asked of i18next, whose
      // look-up costs about half of the call's own (it was a fifth of a phone's start on /betting, a text per price).
      const found = (key: string, options: object) =>
        namespaces.some((name) => typeof i18n.getResource(lng, name, fullKey(key)) === 'string') ||
        i18n.exists(fullKey(key), { lng, ns: namespaces, ...options });
      const t = (key: unknown, ...rest: unknown[]): unknown => {
        if (typeof key !== 'string') return lookUp(key, ...rest);
        const [options, ...more] = rest;
        if (options === undefined && more.every((part) => part === undefined))
          return this.#remember(
            this.#texts,
            scope + key,
            () => lookUp(key),
            () => found(key, {}),
          );
        const optionsPart = more.every((part) => part === undefined) ? optionsKey(options) : null;
        if (optionsPart === null) return lookUp(key, ...rest);
        return this.#remember(
          this.#withOptions,
          `${scope}${key}\u0000${optionsPart}`,
          () => lookUp(key, options),
          () => found(key, options as object),
        );
      };
      return Object.assign(t, {
        lng: inner.lng,
        lngs: inner.lngs,
        ns: inner.ns,
        keyPrefix: inner.keyPrefix,
      }) as unknown as FixedT;
    };
    (i18n as unknown as { getFixedT: GetFixedT }).getFixedT = memoized;
  }

  /** The text under `key` in `texts`, else looked up and kept when it was found. */
  #remember(
    texts: BoundedMap<string, string>,
    key: string,
    lookUp: () => unknown,
    found: () => boolean,
  ): unknown {
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = lookUp();
    if (typeof text !== 'string' || !found()) return text;
    texts.set(key, text);
    return text;
  }
}
