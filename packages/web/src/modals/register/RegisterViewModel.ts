import { makeAutoObservable, runInAction } from 'mobx';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  isCurrency,
  type Currency,
  type Locale,
  type PhoneCountry,
  type QueryFlagModals,
  type Register,
  type RegistrationForm,
} from '@casino/core';
import { looksLikeEmail } from '../../app/formRules.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { PhoneInput, defaultPhoneCountry } from '../auth/PhoneInput.ts';
import { signedIn } from '../auth/signInFeedback.ts';

export type RegisterMethod = 'email' | 'phone';

/** The currency a new account starts with: the one of the player's market, else the default RUB (§9). */
export function suggestedCurrency(locale: Locale): Currency {
  if (locale === 'kz') return 'KZT';
  if (locale === 'en' || locale === 'br') return 'USD';
  return DEFAULT_CURRENCY;
}

export interface RegisterDeps {
  readonly register: Pick<Register, 'execute'>;
  readonly modals: Pick<ModalStore, 'close' | 'open'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  /** The promo code the player arrived with (query or cookie), offered prefilled. */
  readonly landingPromo: string | null;
}

/** The Register modal: by email or phone with a password and the account currency; a promo code is optional (§7). */
export class RegisterViewModel {
  method: RegisterMethod = 'email';
  email = '';
  password = '';
  currency: Currency;
  promo: string;
  readonly phone: PhoneInput;
  attempted = false;
  busy = false;
  readonly currencies: readonly Currency[] = CURRENCIES;
  readonly #deps: RegisterDeps;

  constructor(deps: RegisterDeps) {
    this.#deps = deps;
    this.currency = suggestedCurrency(deps.locales.locale);
    this.promo = deps.landingPromo ?? '';
    this.phone = new PhoneInput(defaultPhoneCountry(deps.locales.locale));
    makeAutoObservable(this);
  }

  get emailError(): string | null {
    return this.attempted && this.method === 'email' && !looksLikeEmail(this.email)
      ? 'validation.email'
      : null;
  }

  get phoneError(): string | null {
    return this.attempted && this.method === 'phone' && this.phone.e164 === null ? 'validation.phone' : null;
  }

  get passwordError(): string | null {
    return this.attempted && this.password === '' ? 'validation.password' : null;
  }

  chooseMethod(method: RegisterMethod): void {
    this.method = method;
    this.attempted = false;
  }

  typeEmail(value: string): void {
    this.email = value;
  }

  typePhone(value: string): void {
    this.phone.type(value);
  }

  choosePhoneCountry(country: PhoneCountry): void {
    this.phone.setCountry(country);
  }

  typePassword(value: string): void {
    this.password = value;
  }

  chooseCurrency(value: string): void {
    if (isCurrency(value)) this.currency = value;
  }

  typePromo(value: string): void {
    this.promo = value.slice(0, 64);
  }

  async submitRegistration(): Promise<void> {
    this.attempted = true;
    const form = this.#form();
    if (!form || this.busy) return;
    this.busy = true;
    const result = await this.#deps.register.execute(form, this.#deps.locales.locale);
    runInAction(() => (this.busy = false));
    if (result.ok) signedIn(this.#deps, 'Register', 'auth:register.success');
    else this.#deps.notifier.notifyError(result.error);
  }

  goToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('Register');
  }

  #form(): RegistrationForm | null {
    if (this.password === '') return null;
    const promo = this.promo.trim();
    const common = { password: this.password, currency: this.currency, ...(promo !== '' && { promo }) };
    if (this.method === 'email') {
      return looksLikeEmail(this.email) ? { method: 'email', email: this.email.trim(), ...common } : null;
    }
    const phone = this.phone.e164;
    return phone === null ? null : { method: 'phone', phone, ...common };
  }
}
