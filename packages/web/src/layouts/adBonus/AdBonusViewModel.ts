import { makeAutoObservable } from 'mobx';
import {
  INITIAL_PROMO_MODAL_STATE,
  adBonusOffer,
  promoModalReducer,
  shouldShowPromoModal,
  type CookieJar,
  type PromoModalState,
  type PromoOffer,
} from '@casino/core';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const AD_BONUS_VM = token<AdBonusViewModel>('AdBonusViewModel');

export interface AdBonusDeps {
  readonly cookies: Pick<CookieJar, 'get' | 'set'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
  readonly modals: Pick<ModalOpener, 'openWith'>;
}

/**
 * The ad bonus (§3, §4): a promo the utm answer gave the visitor's landing, shown once as a banner. It arrives through
 * the ad bonus cookies; once shown, their modal flag is set false, so a reload does not show it again. A promo code
 * is offered into the Register modal (or, for a player, to the bonuses page).
 */
export class AdBonusViewModel {
  state: PromoModalState = INITIAL_PROMO_MODAL_STATE;
  dismissed = false;
  readonly #deps: AdBonusDeps;

  constructor(deps: AdBonusDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** Reads the cookies once the page is in the browser, and marks the bonus shown. */
  start(): void {
    const offer = adBonusOffer((name) => this.#deps.cookies.get(name));
    if (!offer) return;
    this.state = promoModalReducer(this.state, { type: 'promoArrived', promo: offer });
    if (!shouldShowPromoModal(this.state)) return;
    this.#deps.cookies.set('adBonusModal', 'false');
    this.state = promoModalReducer(this.state, { type: 'promoModalShown' });
  }

  get offer(): PromoOffer | null {
    return this.dismissed ? null : this.state.promo;
  }

  /** A promo code to sign up with; other kinds of bonus are only told. */
  get code(): string | null {
    const offer = this.offer;
    return offer?.type === 'promo_code' ? offer.value : null;
  }

  get isLoggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  signUpWithCode(): void {
    const code = this.code;
    if (code === null) return;
    this.#deps.modals.openWith('Register', { promo: code });
    this.dismissed = true;
  }

  dismiss(): void {
    this.dismissed = true;
  }
}
