import type { AxiosInstance } from 'axios';
import type { ApiResult, GameLaunch, GameLaunchApi, LaunchRequest, RecentGame } from '@casino/core';
import { send } from './send.ts';
import { favouritesSchema, gameLaunchSchema, recentGamesSchema } from './schemas/gameLaunch.ts';

/** Provider games over HTTP (docs/contract.md, "Provider games"). */
export class AxiosGameLaunchApi implements GameLaunchApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  launch(request: LaunchRequest): ApiResult<GameLaunch> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/games/launch',
        data: {
          slug: request.slug,
          mode: request.mode,
          ...(request.currency ? { currency: request.currency } : {}),
          locale: request.locale,
          return_url: request.returnUrl,
        },
      },
      gameLaunchSchema,
    );
  }

  favourites(): ApiResult<readonly string[]> {
    return send(this.#http, { method: 'get', url: '/games/favourites' }, favouritesSchema);
  }

  setFavourite(slug: string, favourite: boolean): ApiResult<readonly string[]> {
    return send(
      this.#http,
      { method: favourite ? 'put' : 'delete', url: `/games/favourites/${encodeURIComponent(slug)}` },
      favouritesSchema,
    );
  }

  recent(): ApiResult<readonly RecentGame[]> {
    return send(this.#http, { method: 'get', url: '/games/recent' }, recentGamesSchema);
  }
}
