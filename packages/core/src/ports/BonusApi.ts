import type {
  BonusActivation,
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
