import { makeAutoObservable, runInAction } from 'mobx';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  isCurrency,
  type Currency,
  type Locale,
  type QueryFlagModals,
  type Register,
  type RegistrationForm,
} from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { CredentialsForm } from '../auth/CredentialsForm.ts';
import { settleSignIn } from '../auth/signInFeedback.ts';

/** The currency a new account starts with: the one of the player's market, else the default RUB (§9). */
export function suggestedCurrency(locale: Locale): Currency {
  if (locale === 'kz') return 'KZT';
  if (locale === 'en' || locale === 'br') return 'USD';
  return DEFAULT_CURRENCY;
}

export interface RegisterDeps {
  readonly register: Pick<Register, 'execute'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'context'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  /** The promo code the player arrived with (query or cookie), offered prefilled. */
  readonly landingPromo: string | null;
}

/** The Register modal: by email or phone with a password and the account currency; a promo code is optional (§7). */
export class RegisterViewModel {
  readonly form: CredentialsForm;
  currency: Currency;
  promo: string;
  busy = false;
  readonly currencies: readonly Currency[] = CURRENCIES;
  readonly #deps: RegisterDeps;

  constructor(deps: RegisterDeps) {
    this.#deps = deps;
    this.currency = suggestedCurrency(deps.locales.locale);
    // A code the player just checked on /bonuses (the modal's context) wins over the one they landed with.
    this.promo = deps.modals.context['promo'] ?? deps.landingPromo ?? '';
    this.form = new CredentialsForm(deps.locales.locale);
    makeAutoObservable(this);
  }

  chooseCurrency(value: string): void {
    if (isCurrency(value)) this.currency = value;
  }

  typePromo(value: string): void {
    this.promo = value.slice(0, 64);
  }

  async submitRegistration(): Promise<void> {
    this.form.markAttempted();
    const registration = this.#registration();
    if (!registration || this.busy) return;
    this.busy = true;
    const result = await this.#deps.register.execute(registration, this.#deps.locales.locale);
    runInAction(() => (this.busy = false));
    settleSignIn(this.#deps, result, 'Register', 'auth:register.success');
  }

  goToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('Register');
  }

  #registration(): RegistrationForm | null {
    const { contact, password } = this.form;
    if (contact === null || password === '') return null;
    const promo = this.promo.trim();
    const common = { password, currency: this.currency, ...(promo !== '' && { promo }) };
    return contact.method === 'email'
      ? { method: 'email', email: contact.email, ...common }
      : { method: 'phone', phone: contact.phone, ...common };
  }
}
