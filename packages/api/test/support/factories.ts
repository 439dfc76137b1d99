import { Factory } from 'fishery';

export interface EmailRegistration {
  email: string;
  password: string;
  currency: 'RUB' | 'USD' | 'KZT' | 'INR' | 'EUR';
  promo?: string;
  stag?: string;
  partner?: string;
  adplace?: string;
  fpp?: string;
}

export interface PhoneRegistration {
  phone: string;
  password: string;
  currency: 'RUB' | 'USD' | 'KZT' | 'INR' | 'EUR';
  promo?: string;
}

export const emailRegistration = Factory.define<EmailRegistration>(({ sequence }) => ({
  email: `player${sequence}@example.org`,
  password: 'secret-pass-1',
  currency: 'RUB',
}));

export const phoneRegistration = Factory.define<PhoneRegistration>(({ sequence }) => ({
  phone: `+7701${String(1_000_000 + sequence).padStart(7, '0')}`,
  password: 'secret-pass-1',
  currency: 'KZT',
}));
