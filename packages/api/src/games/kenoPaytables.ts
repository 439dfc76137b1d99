import { KENO_PAYTABLES as PUBLISHED, KENO_RISKS } from '@casino/tables';

/**
 * Keno paytables (docs/fairness.md, "Keno paytables", the data of `@casino/tables`): `KENO_PAYTABLES[risk][picks -
 * 1][hits]` is the published multiplier in ten-thousandths (3.92× → 39200); the engine test recomputes every row's
 * RTP (hypergeometric, exact) and finds the published figure, between 96 % and 99 %.
 */
export { KENO_RISKS };
export type KenoRisk = (typeof KENO_RISKS)[number];

export const KENO_PAYTABLES: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  classic: PUBLISHED.classic.map((row) => row.pays.map(tenThousandths)),
  low: PUBLISHED.low.map((row) => row.pays.map(tenThousandths)),
  medium: PUBLISHED.medium.map((row) => row.pays.map(tenThousandths)),
  high: PUBLISHED.high.map((row) => row.pays.map(tenThousandths)),
};

/** A published multiplier (at most four decimals) in whole ten-thousandths. */
function tenThousandths(multiplier: number): number {
  return Math.round(multiplier * 10_000);
}
