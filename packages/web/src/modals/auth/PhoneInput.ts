import { makeAutoObservable } from 'mobx';
import { formatPhone, phoneToE164, type Locale, type PhoneCountry } from '@casino/core';

/** The phone country a locale starts with: Kazakhstan for kz, else Russia (§5 masks). */
export function defaultPhoneCountry(locale: Locale): PhoneCountry {
  return locale === 'kz' ? 'kz' : 'ru';
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = ['ru', 'kz', 'by'];

/** A phone typed through the country's mask, as shown and as sent. */
export class PhoneInput {
  country: PhoneCountry;
  shown = '';

  constructor(country: PhoneCountry) {
    this.country = country;
    makeAutoObservable(this);
  }

  type(raw: string): void {
    this.shown = formatPhone(this.country, raw);
  }

  setCountry(country: PhoneCountry): void {
    this.country = country;
    this.shown = formatPhone(country, this.shown);
  }

  /** "+79001234567", or null while incomplete. */
  get e164(): string | null {
    return phoneToE164(this.country, this.shown);
  }
}

export function isPhoneCountry(value: string): value is PhoneCountry {
  return (PHONE_COUNTRIES as readonly string[]).includes(value);
}
