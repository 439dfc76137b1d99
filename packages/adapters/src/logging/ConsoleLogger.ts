import type { Logger } from '@casino/core';

/** Failures that are "only logged" (§8), to the browser console. */
export class ConsoleLogger implements Logger {
  readonly #console: Pick<Console, 'warn' | 'error'>;

  constructor(console: Pick<Console, 'warn' | 'error'> = globalThis.console) {
    this.#console = console;
  }

  warn(message: string, detail?: unknown): void {
    if (detail === undefined) this.#console.warn(message);
    else this.#console.warn(message, detail);
  }

  error(message: string, detail?: unknown): void {
    if (detail === undefined) this.#console.error(message);
    else this.#console.error(message, detail);
  }
}
