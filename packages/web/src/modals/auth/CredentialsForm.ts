import { makeAutoObservable } from 'mobx';
import type { Locale, PhoneCountry } from '@casino/core';
import { looksLikeEmail } from '../../components/form/formRules.ts';
import { PhoneInput, defaultPhoneCountry } from './PhoneInput.ts';

export type AuthMethod = 'email' | 'phone';

/** Who the player says they are: a trimmed email, or a phone in E.164. */
export type AuthContact =
  { readonly method: 'email'; readonly email: string } | { readonly method: 'phone'; readonly phone: string };

/** The email-or-phone and password fields Login and Register share (§2, §7), with their errors. */
export class CredentialsForm {
  method: AuthMethod = 'email';
  email = '';
  password = '';
  readonly phone: PhoneInput;
  /** Field errors show once the player has tried to submit. */
  attempted = false;

  constructor(locale: Locale) {
    this.phone = new PhoneInput(defaultPhoneCountry(locale));
    makeAutoObservable(this);
  }

  /** Translation keys (auth namespace) of the fields that are wrong, shown after a first submit. */
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

  /** The contact of the chosen method, or null while it is not a valid one. */
  get contact(): AuthContact | null {
    if (this.method === 'email') {
      return looksLikeEmail(this.email) ? { method: 'email', email: this.email.trim() } : null;
    }
    const phone = this.phone.e164;
    return phone === null ? null : { method: 'phone', phone };
  }

  chooseMethod(method: AuthMethod): void {
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

  /** The player pressed submit: from now on the wrong fields say so. */
  markAttempted(): void {
    this.attempted = true;
  }
}
