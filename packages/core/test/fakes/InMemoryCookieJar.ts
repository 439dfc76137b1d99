import type { CookieJar } from '../../src/index.ts';

/** Cookies as a map; lifetimes are the adapter's concern. */
export class InMemoryCookieJar implements CookieJar {
  readonly #values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [name, value] of Object.entries(initial)) this.#values.set(name, value);
  }

  get(name: string): string | null {
    return this.#values.get(name) ?? null;
  }

  set(name: string, value: string): void {
    this.#values.set(name, value);
  }

  remove(name: string): void {
    this.#values.delete(name);
  }

  all(): Readonly<Record<string, string>> {
    return Object.fromEntries(this.#values);
  }
}
