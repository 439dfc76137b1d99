import type {
  BonusActivation,
  BonusProgress,
  FreeSpin,
  FreeSpinsCampaign,
  PromoBonus,
  WelcomePack,
} from '../domain/bonus.ts';
import type { ApiResult } from './AuthApi.ts';

export interface BonusApi {
  /** GET /bonus-system/bonus-activation/waiting-reg-and-dep. */
  waitingRegAndDep(): ApiResult<readonly BonusActivation[]>;
  /** GET /bonus-system/bonus/{promo}; an unknown promo is a notFound error. */
  promoBonus(promo: string): ApiResult<PromoBonus>;
  /**
   * POST /bonus-system/bonus/{promo}/activate: a logged-in player takes the promo, which waits for their next deposit;
   * refused (409 `bonus_already_active` or `promo_already_used`) before any deposit when it could not be granted.
   */
  takePromo(promo: string): ApiResult<BonusActivation>;
  /** GET /profile/bonus: the running bonus's wagering progress, or null when none runs (issue 34). */
  bonusProgress(): ApiResult<BonusProgress | null>;
  /** GET /api/v3/welcome-pack/get-welcome-packs-guest. */
  welcomePacksGuest(): ApiResult<readonly WelcomePack[]>;
}

export interface FreeSpinsApi {
  /** GET /profile/freeSpins. */
  list(): ApiResult<readonly FreeSpin[]>;
  /** GET /api/freeSpinsCampaigns/{id}. */
  campaign(id: string): ApiResult<FreeSpinsCampaign>;
  /** PUT /api/v2/freeSpinsCampaigns/cancel/{id}. */
  cancel(id: string): ApiResult<void>;
}
