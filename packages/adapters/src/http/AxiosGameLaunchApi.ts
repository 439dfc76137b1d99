import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { ApiResult, GameLaunch, GameLaunchApi, LaunchRequest, RecentGame } from '@casino/core';
import { send } from './send.ts';
import { favouritesSchema, gameLaunchSchema, recentGamesSchema } from './schemas/gameLaunch.ts';

/**
 * A favourite is marked (or unmarked) on screen at once, and the player may leave by a full page load just after: the
 * browser cancels an ordinary request still in flight then, and the mark the player saw is never saved. A keepalive
 * fetch is completed by the browser after the page has gone; the instance's interceptors still add the bearer token,
 * `Region` and `Accept-Language`, and `withCredentials` becomes the fetch's `credentials: 'include'`, as for every
 * other call. The body (none) is far below keepalive's 64 kB.
 */
const OUTLIVES_THE_PAGE: AxiosRequestConfig = {
  adapter: 'fetch',
  fetchOptions: { keepalive: true },
  // axios's fetch adapter names itself in `User-Agent` unless told not to; a browser that lets a page set it (Firefox)
  // would send it, and a header the API's CORS does not allow fails the preflight. The XHR of the other calls sets none.
  headers: { 'User-Agent': false },
};

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
      {
        ...OUTLIVES_THE_PAGE,
        method: favourite ? 'put' : 'delete',
        url: `/games/favourites/${encodeURIComponent(slug)}`,
      },
      favouritesSchema,
    );
  }

  recent(): ApiResult<readonly RecentGame[]> {
    return send(this.#http, { method: 'get', url: '/games/recent' }, recentGamesSchema);
  }
}
