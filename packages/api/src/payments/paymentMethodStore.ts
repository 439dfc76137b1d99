import type { Deps } from '../deps.ts';
import { fromRoubles, toMajor } from '../money.ts';

export interface MethodRow {
  hash: string;
  currency: string;
  kind: 'card' | 'phone' | 'crypto';
  name: string;
  name_en: string | null;
  min_minor: number | null;
  max_minor: number | null;
  preset_default_minor: number | null;
  preset_amounts: string | null;
  exchange_currency: string | null;
  crypto: number;
  payouts: number;
  commission_bp: number;
}

/**
 * When a method gives no limits the client falls back to 100 and 300000 (§5), roubles scaled to the method's
 * currency (1 to 3000 $ or €, 500 to 1 500 000 ₸, as rupees the same); the server holds to the same.
 */
const DEFAULT_MIN_MINOR = 100_00;
const DEFAULT_MAX_MINOR = 300_000_00;
export function depositBounds(method: MethodRow): { min: number; max: number } {
  return {
    min: method.min_minor ?? fromRoubles(DEFAULT_MIN_MINOR, method.currency),
    max: method.max_minor ?? fromRoubles(DEFAULT_MAX_MINOR, method.currency),
  };
}

export function methodsFor(deps: Deps, currency: string): MethodRow[] {
  return deps.db.all<MethodRow>(
    'SELECT * FROM payment_methods WHERE currency = ? ORDER BY position',
    currency,
  );
}

export function findMethod(deps: Deps, hash: string): MethodRow | undefined {
  return deps.db.get<MethodRow>('SELECT * FROM payment_methods WHERE hash = ?', hash);
}

export function methodAnswer(method: MethodRow) {
  const amounts = method.preset_amounts ? (JSON.parse(method.preset_amounts) as number[]) : null;
  return {
    hash: method.hash,
    name: method.name,
    name_en: method.name_en,
    kind: method.kind,
    currency: method.currency,
    min_amount: method.min_minor === null ? null : toMajor(method.min_minor),
    max_amount: method.max_minor === null ? null : toMajor(method.max_minor),
    preset:
      amounts === null
        ? null
        : {
            default: method.preset_default_minor === null ? null : toMajor(method.preset_default_minor),
            amounts: amounts.map(toMajor),
          },
    exchange_currency: method.exchange_currency,
    crypto: method.crypto === 1,
  };
}
