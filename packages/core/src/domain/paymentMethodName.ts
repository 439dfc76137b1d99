import type { PaymentMethod } from './billing.ts';
import type { Locale } from './locale.ts';

/**
 * The key a locale bundle names a payment method's translation by: its en form, lower-cased, words joined by dashes
 * ("Faster Payments (SBP)" → "faster-payments-sbp"); null for a method with no en form.
 */
export function paymentMethodNameKey(method: Pick<PaymentMethod, 'nameEn'>): string | null {
  const words = method.nameEn?.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.join('-') : null;
}

/**
 * The name a player reads for a payment method (§3: a name with an en form). The page's locale bundle's translation
 * wins (the API gives no kz or br form); otherwise a ru page reads the API's name and every other page the en form,
 * which for a brand ("Visa / Mastercard", "UPI", "USDT (TRC20)") is the name in every language.
 */
export function paymentMethodName(
  method: Pick<PaymentMethod, 'name' | 'nameEn'>,
  locale: Locale,
  translation: (key: string) => string | null,
): string {
  const key = paymentMethodNameKey(method);
  const translated = key === null ? null : translation(key);
  if (translated !== null) return translated;
  return locale === 'ru' ? method.name : (method.nameEn ?? method.name);
}
