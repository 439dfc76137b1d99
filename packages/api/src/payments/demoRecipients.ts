import { randomInt } from 'node:crypto';

/**
 * Where the payment stand-in tells a player to send money (issue 34): values that cannot belong to anyone, so a player
 * who tries to pay them for real reaches no one. A card number starts with 0, a major industry identifier no card
 * scheme is issued, and its last digit is chosen so the Luhn check fails; a phone number is in a range reserved for
 * fiction: the North American 555-0100 to 555-0199 for dollars, Ofcom's drama range +44 7700 900000 to 900999 for
 * every other currency. The pages say so beside them.
 */

/** Where the random digits come from: the platform's crypto source; a test passes its own to draw them. */
export type DigitSource = () => number;
const anyDigit: DigitSource = () => randomInt(0, 10);
const digits = (count: number, next: DigitSource) => Array.from({ length: count }, () => next()).join('');

/** Whether a card number's digits pass the Luhn check. */
export function passesLuhn(number: string): boolean {
  const values = number.replace(/\D/g, '').split('').reverse().map(Number);
  const sum = values.reduce((total, value, index) => {
    if (index % 2 === 0) return total + value;
    const doubled = value * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return values.length > 0 && sum % 10 === 0;
}

/** `0000 0ddd dddd dddc`: a range no scheme issues, with a check digit one off the Luhn one. */
export function demoCardNumber(next: DigitSource = anyDigit): string {
  const body = `00000${digits(10, next)}`;
  const check =
    Array.from({ length: 10 }, (_, digit) => digit).find((digit) => passesLuhn(`${body}${digit}`)) ?? 0;
  const number = `${body}${(check + 1) % 10}`;
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function demoPhoneNumber(currency: string, next: DigitSource = anyDigit): string {
  return currency === 'USD' ? `+1 202 555 01${digits(2, next)}` : `+44 7700 900${digits(3, next)}`;
}
