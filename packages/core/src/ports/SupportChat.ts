import type { Locale } from '../domain/locale.ts';

/** Who the chat is talking to, once logged in. */
export interface ChatPlayer {
  readonly id: string;
  readonly locale: Locale;
}

/**
 * The customer chat widget (§1, §9): a third-party script, loaded only when the site is configured with one and only
 * once the page is idle. It is told the page the player is on and, once logged in, who the player is.
 */
export interface SupportChat {
  /** Whether a chat is configured (the footer and the profile menu offer it only then). */
  readonly available: boolean;
  /** Loads the widget once the page is idle (nothing when none is configured). */
  start(): void;
  /** Opens the chat (loading it at once if it is not loaded yet). */
  open(): void;
  setRoute(path: string): void;
  identify(player: ChatPlayer | null): void;
}

/** A third-party script that only needs loading: the messaging analytics script (§7). */
export interface LazyScript {
  /** Loads the script once the page is idle; nothing when none is configured. */
  start(): void;
}
