import type { Locale } from '../domain/locale.ts';
import type {
  FaqEntry,
  GameCard,
  GameCategory,
  SeoData,
  TopEntry,
  Tournament,
  TournamentStatus,
  VipLevel,
} from '../domain/content.ts';
import type { ApiResult } from './AuthApi.ts';

/** Catalogue content for the pages (docs/contract.md). */
export interface ContentApi {
  games(category?: GameCategory): ApiResult<readonly GameCard[]>;
  tournaments(status?: TournamentStatus): ApiResult<readonly Tournament[]>;
  tournament(id: string): ApiResult<Tournament>;
  top(): ApiResult<readonly TopEntry[]>;
  faq(locale: Locale): ApiResult<readonly FaqEntry[]>;
  seo(page: string, lang: 'ru' | 'en'): ApiResult<SeoData>;
  vipLevels(): ApiResult<readonly VipLevel[]>;
}
