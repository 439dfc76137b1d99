import { KENO_PAYTABLES as PUBLISHED } from '@casino/tables';
import type { KenoRisk } from '../bet.ts';

/** One row of a paytable: the multiplier for 0, 1, 2 … hits (as published), and the RTP published next to it. */
export interface KenoPaytableRow {
  readonly pays: readonly number[];
  /** Percent, four decimals, exactly as docs/fairness.md prints it. */
  readonly rtp: string;
}

/**
 * The keno paytables of docs/fairness.md ("Keno paytables", the data of `@casino/tables`), row i for i + 1 picks. Low
 * pays often and little, high rarely and big; every row returns between 98 % and 99 %, proven exactly by
 * keno.rtp.test.ts.
 */
export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly KenoPaytableRow[]>> = PUBLISHED;
