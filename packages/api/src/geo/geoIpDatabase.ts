import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Reader, type CountryResponse } from 'mmdb-lib';

/** A country by the client's address, or null when the address is not one the database places. */
export interface CountryLookup {
  country(address: string): string | null;
}

/** A record of a country database: `country.iso_code` (MaxMind's GeoLite2/GeoIP2) or `country_code` (ip-location-db). */
type CountryRecord = CountryResponse & { readonly country_code?: unknown };

const COUNTRY = /^[A-Z]{2}$/;
/** An IPv4 address written inside IPv6 (`::ffff:203.0.113.9`), as a dual-stack socket reports one. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Country look-ups in a MaxMind DB file (`.mmdb`, the format of MaxMind's GeoLite2/GeoIP2 Country and City databases
 * and of the ip-location-db country databases), read once into memory. An address the file does not place, or that is
 * not an IP address at all (a hostile header, a Unix socket's empty address), gives null: never an error.
 */
export class MmdbCountryLookup implements CountryLookup {
  readonly #reader: Reader<CountryResponse>;

  constructor(database: Buffer) {
    this.#reader = new Reader<CountryResponse>(database);
  }

  /** The database at `file`; a missing or unreadable file, or one that is not a MaxMind DB, is an error at start. */
  static open(file: string): MmdbCountryLookup {
    try {
      return new MmdbCountryLookup(readFileSync(file));
    } catch (cause) {
      throw new Error(`The GeoIP database ${file} cannot be read as a MaxMind DB (.mmdb) file`, { cause });
    }
  }

  country(address: string): string | null {
    const ip = address.trim().replace(MAPPED_V4, '$1');
    if (ip.length > 45 || isIP(ip) === 0) return null;
    let record: CountryRecord | null;
    try {
      record = this.#reader.get(ip) as CountryRecord | null;
    } catch {
      return null;
    }
    const code = record?.country_code ?? record?.country?.iso_code;
    return typeof code === 'string' && COUNTRY.test(code.toUpperCase()) ? code.toUpperCase() : null;
  }
}
