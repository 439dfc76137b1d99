import type { AxiosInstance } from 'axios';
import type {
  ApiResult,
  BonusActivation,
  BonusApi,
  BonusProgress,
  PromoBonus,
  WelcomePack,
} from '@casino/core';
import { send } from './send.ts';
import {
  bonusActivationsSchema,
  bonusProgressSchema,
  promoBonusSchema,
  takenPromoSchema,
  welcomePacksSchema,
} from './schemas/bonus.ts';

/** Bonus and welcome-pack calls of §7 over HTTP. */
export class AxiosBonusApi implements BonusApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  waitingRegAndDep(): ApiResult<readonly BonusActivation[]> {
    return send(
      this.#http,
      { method: 'get', url: '/bonus-system/bonus-activation/waiting-reg-and-dep' },
      bonusActivationsSchema,
    );
  }

  bonusProgress(): ApiResult<BonusProgress | null> {
    return send(this.#http, { method: 'get', url: '/profile/bonus' }, bonusProgressSchema);
  }

  promoBonus(promo: string): ApiResult<PromoBonus> {
    return send(
      this.#http,
      { method: 'get', url: `/bonus-system/bonus/${encodeURIComponent(promo)}` },
      promoBonusSchema,
    );
  }

  takePromo(promo: string): ApiResult<BonusActivation> {
    return send(
      this.#http,
      { method: 'post', url: `/bonus-system/bonus/${encodeURIComponent(promo)}/activate` },
      takenPromoSchema,
    );
  }

  welcomePacksGuest(): ApiResult<readonly WelcomePack[]> {
    return send(
      this.#http,
      { method: 'get', url: '/api/v3/welcome-pack/get-welcome-packs-guest' },
      welcomePacksSchema,
    );
  }
}
