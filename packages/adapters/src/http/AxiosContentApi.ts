import type { AxiosInstance } from 'axios';
import type {
  ApiResult,
  ContentApi,
  FaqEntry,
  GameCard,
  GameCategory,
  Locale,
  SeoData,
  TopEntry,
  Tournament,
  TournamentStatus,
  VipLevel,
} from '@casino/core';
import { send } from './send.ts';
import {
  faqSchema,
  gamesSchema,
  seoSchema,
  topSchema,
  tournamentAnswerSchema,
  tournamentsSchema,
  vipLevelsSchema,
} from './schemas/content.ts';

/** The content calls of the contract over HTTP. */
export class AxiosContentApi implements ContentApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  games(category?: GameCategory): ApiResult<readonly GameCard[]> {
    return send(
      this.#http,
      { method: 'get', url: '/api/v2/content/games', params: { category } },
      gamesSchema,
    );
  }

  tournaments(status?: TournamentStatus): ApiResult<readonly Tournament[]> {
    return send(
      this.#http,
      { method: 'get', url: '/api/v2/content/tournaments', params: { status } },
      tournamentsSchema,
    );
  }

  tournament(id: string): ApiResult<Tournament> {
    return send(
      this.#http,
      { method: 'get', url: `/api/v2/content/tournaments/${encodeURIComponent(id)}` },
      tournamentAnswerSchema,
    );
  }

  top(): ApiResult<readonly TopEntry[]> {
    return send(this.#http, { method: 'get', url: '/api/v2/content/top' }, topSchema);
  }

  faq(locale: Locale): ApiResult<readonly FaqEntry[]> {
    return send(
      this.#http,
      { method: 'get', url: '/api/v2/content/faq', params: { lang: locale } },
      faqSchema,
    );
  }

  seo(page: string, lang: 'ru' | 'en'): ApiResult<SeoData> {
    return send(this.#http, { method: 'get', url: '/api/v2/content/seo', params: { page, lang } }, seoSchema);
  }

  vipLevels(): ApiResult<readonly VipLevel[]> {
    return send(this.#http, { method: 'get', url: '/api/v2/content/vip-levels' }, vipLevelsSchema);
  }
}
