/** C(n, k) on big integers. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The exact fraction num/den as a percent with `decimals` decimals, rounded half up: (98, 100, 4) → "98.0000". */
export function percent(num: bigint, den: bigint, decimals: number): string {
  const scaled = (num * 100n * 10n ** BigInt(decimals) * 2n + den) / (2n * den);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Whether num/den lies in [lowPercent, highPercent], the bounds given as decimal strings. */
export function percentWithin(num: bigint, den: bigint, lowPercent: string, highPercent: string): boolean {
  const toFraction = (text: string): [bigint, bigint] => {
    const [whole = '0', fraction = ''] = text.split('.');
    return [BigInt(whole + fraction), 100n * 10n ** BigInt(fraction.length)];
  };
  const [lowNum, lowDen] = toFraction(lowPercent);
  const [highNum, highDen] = toFraction(highPercent);
  return num * lowDen >= lowNum * den && num * highDen <= highNum * den;
}

export const TWO_POW_32 = 2n ** 32n;

/** How many u32 values give floor(u32 × n / 2³²) < k: ceil(k × 2³² / n). */
export function u32sBelow(k: number, n: number): bigint {
  return (BigInt(k) * TWO_POW_32 + BigInt(n) - 1n) / BigInt(n);
}
