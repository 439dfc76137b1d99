import { makeAutoObservable, runInAction } from 'mobx';
import {
  CURRENCIES,
  isCurrency,
  marketCurrency,
  type AuthApi,
  type Captcha,
  type Clock,
  type CompleteRegistration,
  type ContactAwaitingCode,
  type Currency,
  type LoadProfile,
  type Locale,
  type QueryFlagModals,
  type Register,
  type RegistrationForm,
} from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import { CredentialsForm } from '../auth/CredentialsForm.ts';
import { CodeVerification } from '../auth/CodeVerification.ts';

/** The currency a new account starts with: the one of the player's market, else the default RUB (§9). */
export function suggestedCurrency(locale: Locale): Currency {
  return marketCurrency(locale);
}

export interface RegisterDeps {
  readonly register: Pick<Register, 'execute'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'context'>;
  readonly queryFlags: Pick<QueryFlagModals, 'removeAfterSuccess' | 'openFromQuery'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
  readonly locales: Pick<LocaleStore, 'locale'>;
  readonly authApi: Pick<
    AuthApi,
    'resendEmailVerification' | 'verifyEmailCode' | 'resendPhoneCode' | 'verifyPhoneCode'
  >;
  readonly completeRegistration: Pick<CompleteRegistration, 'offerDeposit'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly clock: Pick<Clock, 'setInterval'>;
  /** The captcha a code check carries past the account's wrong guesses of the day. */
  readonly captcha?: Pick<Captcha, 'token'>;
  /** The promo code the player arrived with (query or cookie), offered prefilled. */
  readonly landingPromo: string | null;
}

/**
 * The Register modal: by email or phone with a password and the account currency; a promo code is optional (§7).
 * Once in, the code the API sent to the new email or phone is asked for (`confirm`): typed, it verifies the contact;
 * the player may also put it off. Only when that step ends does the modal close, a waiting query flag open its modal
 * and the 17 s deposit offer start (§4), so nothing covers the code.
 */
export class RegisterViewModel {
  readonly form: CredentialsForm;
  /** The contact whose signup code is asked for, with its verification; null while the form is shown. */
  awaitingCode: ContactAwaitingCode | null = null;
  confirmation: CodeVerification | null = null;
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
    if (!result.ok) {
      this.#deps.notifier.notifyError(result.error);
      return;
    }
    this.#deps.notifier.notify({ kind: 'success', titleKey: 'auth:register.success' });
    this.#deps.queryFlags.removeAfterSuccess('Register');
    const { awaitingCode } = result.value;
    if (awaitingCode === null) this.#finish();
    else runInAction(() => this.#askForCode(awaitingCode));
  }

  /** The player puts the code off (it can be typed later on the profile's access page). */
  later(): void {
    this.#finish();
  }

  goToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    if (this.awaitingCode !== null) this.#finish();
    else this.#deps.modals.close('Register');
  }

  /** Unmounted while the code was asked for (another modal took its place): the deposit offer still starts. */
  dispose(): void {
    if (this.awaitingCode !== null) this.#deps.completeRegistration.offerDeposit();
    this.awaitingCode = null;
    this.confirmation?.dispose();
  }

  #askForCode(awaiting: ContactAwaitingCode): void {
    const { authApi } = this.#deps;
    const email = awaiting.channel === 'email';
    this.awaitingCode = awaiting;
    this.confirmation = new CodeVerification({
      send: () =>
        email ? authApi.resendEmailVerification(awaiting.contact) : authApi.resendPhoneCode(awaiting.contact),
      verify: (code, captcha) =>
        email ? authApi.verifyEmailCode(code, captcha) : authApi.verifyPhoneCode(code, captcha),
      captcha: this.#deps.captcha,
      clock: this.#deps.clock,
      notifier: this.#deps.notifier,
      sentKey: 'auth:register.confirm.sent',
      verifiedKey: `auth:register.confirm.verified.${awaiting.channel}`,
      onVerified: async () => {
        await this.#deps.loadProfile.execute();
        this.#finish();
      },
    });
    this.confirmation.markSent();
  }

  /** The registration is over: the modal closes, a flag that waited for it opens its modal, the offer starts. */
  #finish(): void {
    const held = this.awaitingCode !== null;
    runInAction(() => (this.awaitingCode = null));
    this.confirmation?.dispose();
    this.#deps.modals.close('Register');
    this.#deps.queryFlags.openFromQuery();
    if (held) this.#deps.completeRegistration.offerDeposit();
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
