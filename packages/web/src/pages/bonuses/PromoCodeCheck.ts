import { makeAutoObservable, runInAction } from 'mobx';
import { notificationFor, type BonusApi, type PromoBonus } from '@casino/core';

/** What a promo code may look like; anything else is refused before it reaches the server. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A translation key with its namespace (`bonuses:promo.notFound`, `errors:error.network`). */
export interface PromoMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The promo code field of the bonuses page: checked through BonusApi.promoBonus, every failure told in words. */
export class PromoCodeCheck {
  code = '';
  checking = false;
  found: PromoBonus | null = null;
  error: PromoMessage | null = null;
  #request = 0;
  readonly #bonusApi: Pick<BonusApi, 'promoBonus'>;

  constructor(bonusApi: Pick<BonusApi, 'promoBonus'>) {
    this.#bonusApi = bonusApi;
    makeAutoObservable(this);
  }

  typeCode(text: string): void {
    this.code = text;
    this.error = null;
    this.found = null;
  }

  async check(): Promise<void> {
    const code = this.code.trim();
    this.found = null;
    if (code === '') {
      this.error = { key: 'bonuses:promo.errors.required' };
      return;
    }
    if (!PROMO_CODE.test(code)) {
      this.error = { key: 'bonuses:promo.errors.invalid' };
      return;
    }
    const request = ++this.#request;
    this.checking = true;
    this.error = null;
    const result = await this.#bonusApi.promoBonus(code);
    if (request !== this.#request) return;
    runInAction(() => {
      this.checking = false;
      if (result.ok) {
        this.found = result.value;
        return;
      }
      if (result.error.kind === 'notFound') {
        this.error = { key: 'bonuses:promo.errors.notFound', params: { code } };
        return;
      }
      const notification = notificationFor(result.error);
      this.error = {
        key: `errors:${notification.titleKey}`,
        ...(notification.titleParams && { params: notification.titleParams }),
      };
    });
  }

  cancel(): void {
    this.#request += 1;
    this.checking = false;
  }
}
