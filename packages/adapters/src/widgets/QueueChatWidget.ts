import type { ChatPlayer, LazyScript, SupportChat } from '@casino/core';
import { addScript, scriptUrl, type ScriptHost } from './scriptLoader.ts';

/** The page's side of the widget: the global command queue the provider's script reads and then takes over. */
export type ChatQueue = { push(command: readonly unknown[]): unknown };

export interface QueueChatWidgetOptions {
  /** The provider's loader script (`VITE_CHAT_SCRIPT_URL`); no chat when unset. */
  readonly scriptUrl: string | null;
  /** The site's key with the provider (`VITE_CHAT_KEY`). */
  readonly key: string;
  readonly host: ScriptHost & { [queue: string]: unknown };
  /** Runs the load once the first page is on screen and the browser is idle. */
  readonly whenIdle: (task: () => void) => void;
  /** The global the provider reads its commands from. */
  readonly queueName?: string;
}

/**
 * A chat widget of the common "command queue" kind (docs/contract.md, "Chat widget"): commands are pushed to a global
 * array (`['config', { key }]`, `['route', path]`, `['identify', { id, locale } | null]`, `['open']`) that the
 * provider's script replays when it arrives and handles from then on, so nothing said before it loads is lost.
 */
export class QueueChatWidget implements SupportChat {
  readonly #options: QueueChatWidgetOptions;
  readonly #src: string | null;
  #loaded = false;
  #starting = false;

  constructor(options: QueueChatWidgetOptions) {
    this.#options = options;
    this.#src = scriptUrl(options.scriptUrl);
  }

  get available(): boolean {
    return this.#src !== null;
  }

  start(): void {
    if (this.#src === null || this.#starting) return;
    this.#starting = true;
    this.#options.whenIdle(() => this.#load());
  }

  open(): void {
    if (this.#src === null) return;
    this.#push(['open']);
    this.#load();
  }

  setRoute(path: string): void {
    this.#push(['route', path]);
  }

  identify(player: ChatPlayer | null): void {
    this.#push(['identify', player === null ? null : { id: player.id, locale: player.locale }]);
  }

  #queue(): ChatQueue {
    const name = this.#options.queueName ?? '$chat';
    const host = this.#options.host;
    const existing = host[name];
    if (
      typeof existing === 'object' &&
      existing !== null &&
      typeof (existing as ChatQueue).push === 'function'
    )
      return existing as ChatQueue;
    const queue: unknown[] = [['config', { key: this.#options.key }]];
    host[name] = queue;
    return queue;
  }

  #push(command: readonly unknown[]): void {
    if (this.#src === null) return;
    this.#queue().push(command);
  }

  #load(): void {
    if (this.#src === null || this.#loaded) return;
    this.#loaded = true;
    this.#queue();
    addScript(this.#options.host, this.#src, { key: this.#options.key });
  }
}

/** A script that only needs loading once the page is idle: the messaging analytics script (§7, `VITE_MESSAGING_SCRIPT_URL`). */
export class IdleScript implements LazyScript {
  readonly #src: string | null;
  readonly #host: ScriptHost;
  readonly #whenIdle: (task: () => void) => void;
  #started = false;

  constructor(src: string | null, host: ScriptHost, whenIdle: (task: () => void) => void) {
    this.#src = scriptUrl(src);
    this.#host = host;
    this.#whenIdle = whenIdle;
  }

  start(): void {
    if (this.#src === null || this.#started) return;
    this.#started = true;
    const src = this.#src;
    this.#whenIdle(() => addScript(this.#host, src));
  }
}
