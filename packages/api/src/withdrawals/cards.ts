/** Luhn's doubling of a digit, its two digits summed: 0 2 4 6 8 1 3 5 7 9. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/** Card digits without the spaces and dashes people type, when 13 to 19 digits pass the Luhn check; else null. */
export function parseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return null;
  const checksum = Array.from(digits)
    .reverse()
    .reduce(
      (total, char, fromRight) => total + (fromRight % 2 ? (DOUBLED[Number(char)] ?? 0) : Number(char)),
      0,
    );
  return checksum % 10 === 0 ? digits : null;
}
