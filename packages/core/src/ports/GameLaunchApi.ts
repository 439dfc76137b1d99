import type { Currency } from '../domain/currency.ts';
import type { GameMessage } from '../games/provider/gameMessage.ts';
import type { Locale } from '../domain/locale.ts';
import type { ApiResult } from './AuthApi.ts';

export type LaunchMode = 'demo' | 'play';

export interface LaunchRequest {
  readonly slug: string;
  readonly mode: LaunchMode;
  /** Demo money's currency; play always uses the player's. */
  readonly currency: Currency | null;
  readonly locale: Locale;
  /** Where the game returns to; its origin is the one the game's messages are posted to. */
  readonly returnUrl: string;
}

export interface GameLaunch {
  readonly url: string;
  readonly mode: LaunchMode;
  readonly currency: Currency;
}

export interface RecentGame {
  readonly slug: string;
  readonly playedAt: string;
}

/** Provider games (docs/contract.md, "Provider games"): the launch and the lists a player keeps on the API. */
export interface GameLaunchApi {
  launch(request: LaunchRequest): ApiResult<GameLaunch>;
  favourites(): ApiResult<readonly string[]>;
  setFavourite(slug: string, favourite: boolean): ApiResult<readonly string[]>;
  recent(): ApiResult<readonly RecentGame[]>;
}

/**
 * The channel from a provider's game window to the site. `connect` hears only messages whose origin is `origin` and
 * whose source is `frame` (the iframe's window, opaque to the core); it answers a function that stops listening.
 */
export interface GameBridge {
  connect(
    target: { readonly origin: string; readonly frame: unknown },
    onMessage: (message: GameMessage) => void,
  ): () => void;
}
