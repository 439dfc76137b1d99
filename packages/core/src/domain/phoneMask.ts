/**
 * Input masks (§5): `#` a digit, `@` a letter, `*` a letter or digit; every other mask character is a literal,
 * written for the player.
 */
const TOKENS: Readonly<Record<string, (char: string) => boolean>> = {
  '#': (char) => /^[0-9]$/.test(char),
  '@': (char) => /^\p{L}$/u.test(char),
  '*': (char) => /^[\p{L}0-9]$/u.test(char),
};

const tokenOf = (maskChar: string) => (Object.hasOwn(TOKENS, maskChar) ? TOKENS[maskChar] : undefined);

/**
 * The input as the mask shows it, for typing and pasting: each token takes the next input character that fits it
 * (others are dropped), a literal is written and swallows the same character when the input has it, and the result
 * ends at the last filled token, so deleting a separator deletes back to the previous character. Masking a masked
 * value gives it back unchanged.
 */
export function applyMask(mask: string, raw: string): string {
  const maskChars = Array.from(mask);
  const input = Array.from(raw);
  let output = '';
  let filledLength = 0;
  let position = 0;
  for (const maskChar of maskChars) {
    if (position >= input.length) break;
    const fits = tokenOf(maskChar);
    if (!fits) {
      output += maskChar;
      if (input[position] === maskChar) position += 1;
      continue;
    }
    while (position < input.length && !fits(input[position] ?? '')) position += 1;
    const char = input[position];
    if (char === undefined) break;
    output += char;
    position += 1;
    filledLength = output.length;
  }
  return output.slice(0, filledLength);
}

/** The characters the player typed into the mask's tokens, without the literals. */
export function unmask(mask: string, value: string): string {
  const maskChars = Array.from(mask);
  return Array.from(applyMask(mask, value))
    .filter((_, index) => tokenOf(maskChars[index] ?? '') !== undefined)
    .join('');
}

/** Whether every token of the mask is filled. */
export function isComplete(mask: string, value: string): boolean {
  return Array.from(applyMask(mask, value)).length === Array.from(mask).length;
}

export type PhoneCountry = 'ru' | 'kz' | 'by';

interface PhoneFormat {
  readonly countryCode: string;
  /** The national mask after "+<code> ". */
  readonly nationalMask: string;
  /** The domestic dialling prefix a pasted number may start with (8 in Russia and Kazakhstan, 80 in Belarus). */
  readonly trunkPrefix: string;
}

/** ru and kz share +7 (###) ### ## ## (§5); by, given only as +375, takes the usual +375 (##) ###-##-##. */
const PHONE_FORMATS: Readonly<Record<PhoneCountry, PhoneFormat>> = {
  ru: { countryCode: '7', nationalMask: '(###) ### ## ##', trunkPrefix: '8' },
  kz: { countryCode: '7', nationalMask: '(###) ### ## ##', trunkPrefix: '8' },
  by: { countryCode: '375', nationalMask: '(##) ###-##-##', trunkPrefix: '80' },
};

export const PHONE_MASKS: Readonly<Record<PhoneCountry, string>> = {
  ru: `+7 ${PHONE_FORMATS.ru.nationalMask}`,
  kz: `+7 ${PHONE_FORMATS.kz.nationalMask}`,
  by: `+375 ${PHONE_FORMATS.by.nationalMask}`,
};

const nationalLength = (format: PhoneFormat) => unmask(format.nationalMask, '9'.repeat(32)).length;

/**
 * The national digits in whatever the player typed or pasted: "+7 900…", "7900…" (11 digits), "8 (900) …" and
 * "900…" all give 900…. A leading 7 or 8 in a shorter input is kept as a national digit (Kazakh numbers start
 * with 7, Russian freephone with 800), so "8…" becomes the trunk prefix only once the number is that long.
 */
export function nationalPhoneDigits(country: PhoneCountry, raw: string): string {
  const format = PHONE_FORMATS[country];
  const length = nationalLength(format);
  let digits = raw.replace(/[^0-9]/g, '');
  const international = raw.trim().startsWith('+');
  if (digits.startsWith(format.countryCode) && (international || digits.length > length)) {
    digits = digits.slice(format.countryCode.length);
  }
  if (digits.startsWith(format.trunkPrefix) && digits.length === length + format.trunkPrefix.length) {
    digits = digits.slice(format.trunkPrefix.length);
  }
  return digits.slice(0, length);
}

/** The phone as the field shows it while typing: "+7 (900) 12", or empty when no national digit is typed. */
export function formatPhone(country: PhoneCountry, raw: string): string {
  const format = PHONE_FORMATS[country];
  const national = nationalPhoneDigits(country, raw);
  return national ? `+${format.countryCode} ${applyMask(format.nationalMask, national)}` : '';
}

export function isPhoneComplete(country: PhoneCountry, raw: string): boolean {
  return nationalPhoneDigits(country, raw).length === nationalLength(PHONE_FORMATS[country]);
}

/** The phone for the server, "+79001234567", or null while it is incomplete. */
export function phoneToE164(country: PhoneCountry, raw: string): string | null {
  if (!isPhoneComplete(country, raw)) return null;
  return `+${PHONE_FORMATS[country].countryCode}${nationalPhoneDigits(country, raw)}`;
}
