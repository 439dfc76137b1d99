/** Geo data (§3). */
export interface GeoData {
  readonly ip: string;
  readonly countryCode: string;
  readonly region: 'KZ' | 'RU';
}
