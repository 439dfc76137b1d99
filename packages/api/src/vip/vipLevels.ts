import { VIP_LEVELS } from '@casino/tables';

/** A level of the published table (`@casino/tables`), its threshold in one currency's minor units. */
export interface LevelInCurrency {
  readonly level: number;
  readonly name: string;
  readonly cashbackPercent: number;
  readonly minDepositMinor: number;
}

/** The table's levels in a currency, lowest first; none for a currency the table does not list. */
export function levelsIn(currency: string): LevelInCurrency[] {
  return VIP_LEVELS.flatMap((row) => {
    const min = (row.minDeposit as Readonly<Record<string, number>>)[currency];
    return min === undefined
      ? []
      : [{ level: row.level, name: row.name, cashbackPercent: row.cashbackPercent, minDepositMinor: min }];
  });
}

/** The highest level whose threshold the deposits reach, and the one after it (null at the top). */
export function levelFor(
  currency: string,
  depositsMinor: number,
): { readonly current: LevelInCurrency | null; readonly next: LevelInCurrency | null } {
  const levels = levelsIn(currency);
  const reached = levels.filter((level) => level.minDepositMinor <= depositsMinor);
  const current = reached.at(-1) ?? null;
  const next = levels.find((level) => level.minDepositMinor > depositsMinor) ?? null;
  return { current, next };
}
