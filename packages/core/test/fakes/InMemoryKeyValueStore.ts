import type { KeyValueStore } from '../../src/index.ts';

export class InMemoryKeyValueStore implements KeyValueStore {
  readonly #values = new Map<string, string>();

  get(key: string): string | null {
    return this.#values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.#values.set(key, value);
  }

  remove(key: string): void {
    this.#values.delete(key);
  }
}
