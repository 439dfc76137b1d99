import { CHAT_WIDGET_ROUTE_DELAY_MS } from '../domain/timing.ts';
import type { Clock, TimerHandle } from '../ports/Clock.ts';
import type { ChatPlayer, SupportChat } from '../ports/SupportChat.ts';

export interface SyncSupportChatDeps {
  readonly supportChat: SupportChat;
  readonly clock: Pick<Clock, 'setTimeout'>;
}

/**
 * Keeps the chat widget in step with the site (§9): the route is told 250 ms after each navigation (a quick run of
 * redirects tells only where it ended), and the player's id and locale once logged in, nothing after a logout. The
 * same player told twice is told once.
 */
export class SyncSupportChat {
  readonly #chat: SupportChat;
  readonly #clock: Pick<Clock, 'setTimeout'>;
  #pending: TimerHandle | null = null;
  #lastRoute: string | null = null;
  #player: string | null = null;

  constructor(deps: SyncSupportChatDeps) {
    this.#chat = deps.supportChat;
    this.#clock = deps.clock;
  }

  routeChanged(path: string): void {
    if (!this.#chat.available) return;
    this.#pending?.cancel();
    this.#pending = this.#clock.setTimeout(() => {
      this.#pending = null;
      if (path === this.#lastRoute) return;
      this.#lastRoute = path;
      this.#chat.setRoute(path);
    }, CHAT_WIDGET_ROUTE_DELAY_MS);
  }

  playerChanged(player: ChatPlayer | null): void {
    if (!this.#chat.available) return;
    const key = player === null ? null : `${player.id}|${player.locale}`;
    if (key === this.#player) return;
    this.#player = key;
    this.#chat.identify(player);
  }

  stop(): void {
    this.#pending?.cancel();
    this.#pending = null;
  }
}
