import { makeAutoObservable, runInAction } from 'mobx';
import { notificationFor, type BonusApi, type PromoBonus, type PromoRefusal } from '@casino/core';

/** What a promo code may look like; anything else is refused before it reaches the server. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A translation key with its namespace (`bonuses:promo.notFound`, `errors:error.network`). */
export interface PromoMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The promo code field of the bonuses page: checked through BonusApi.promoBonus, every failure told in words, and a
 * code the player could not take now refused with its reason.
 */
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
        // A code the player could not take now is said before any deposit, with the reason (issue 38, item 5).
        if (result.value.refusal) this.refuse(result.value.refusal);
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

  /** The code cannot be granted now: the reason, and no offer to deposit for it. */
  refuse(refusal: PromoRefusal): void {
    this.error = { key: `bonuses:promo.refused.${refusal}` };
  }

  /** Offered only for a found code the player can take. */
  get claimable(): boolean {
    return this.found !== null && this.found.refusal === null && this.error === null;
  }

  cancel(): void {
    this.#request += 1;
    this.checking = false;
  }
}
