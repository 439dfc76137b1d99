/** The Region header and geo region (§9): KZ only when the country is KZ, else RU. */
export type Region = 'KZ' | 'RU';
export const REGIONS: readonly Region[] = ['KZ', 'RU'];

export function regionForCountry(countryCode: string | null | undefined): Region {
  return typeof countryCode === 'string' && countryCode.trim().toUpperCase() === 'KZ' ? 'KZ' : 'RU';
}

export function isRegion(value: unknown): value is Region {
  return value === 'KZ' || value === 'RU';
}
