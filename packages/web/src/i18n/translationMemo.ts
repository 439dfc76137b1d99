import type { i18n as I18n, TFunction } from 'i18next';

/** How many texts one memo keeps at most: far more than the bundles hold; past it, texts are looked up each time. */
export const MEMO_LIMIT = 20_000;

type FixedT = TFunction & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };
type GetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown, fixedOpts?: unknown) => FixedT;

/**
 * The texts of one locale's shared instance (issue 35, item 4): a component's `t('key')` without options is the same
 * text for every request of the process (the bundles, the language and the operator's variables make it), so the
 * server looks it up once. A call with options (a count, a player's name, an amount) is looked up each time and never
 * kept; so is a key not found (its namespace may load later, and its warning is given each time).
 */
export class TranslationMemo {
  readonly #texts = new Map<string, string>();
  readonly #limit: number;

  constructor(limit = MEMO_LIMIT) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#texts.size;
  }

  /** Makes `i18n`'s fixed `t` functions (those `useTranslation` hands out) answer option-less calls from this memo. */
  install(i18n: I18n): void {
    const original = i18n.getFixedT.bind(i18n) as unknown as GetFixedT;
    const memoized: GetFixedT = (lng, ns, keyPrefix, fixedOpts) => {
      const inner = original(lng, ns, keyPrefix, fixedOpts);
      const namespace = typeof ns === 'string' ? ns : Array.isArray(ns) ? ns.join(',') : null;
      if (
        typeof lng !== 'string' ||
        namespace === null ||
        fixedOpts !== undefined ||
        !(keyPrefix === undefined || typeof keyPrefix === 'string')
      )
        return inner;
      const scope = `${lng}\u0000${namespace}\u0000${keyPrefix ?? ''}\u0000`;
      const lookUp = inner as unknown as (...args: unknown[]) => unknown;
      const t = (key: unknown, ...rest: unknown[]): unknown => {
        if (typeof key !== 'string' || rest.some((part) => part !== undefined)) return lookUp(key, ...rest);
        const known = this.#texts.get(scope + key);
        if (known !== undefined) return known;
        const text = lookUp(key);
        const fullKey = typeof keyPrefix === 'string' && keyPrefix !== '' ? `${keyPrefix}.${key}` : key;
        if (
          typeof text === 'string' &&
          this.#texts.size < this.#limit &&
          i18n.exists(fullKey, { lng, ns: ns as string | readonly string[] })
        )
          this.#texts.set(scope + key, text);
        return text;
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
}
