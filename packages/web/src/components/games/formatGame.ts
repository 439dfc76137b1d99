import { numberFormat } from '@casino/core';

/** A multiplier in integer ten-thousandths as the player reads it: 19800 → "1.98×" (locale digits). */
export function formatMultiplier(tenThousandths: number, iso: string): string {
  const value = numberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    tenThousandths / 10_000,
  );
  return `${value}×`;
}

/** A dice number in integer hundredths: 6321 → "63.21" (locale digits). */
export function formatHundredths(hundredths: number, iso: string): string {
  return numberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A percentage in hundredths of a percent: 4950 → "49.50 %" as the locale writes it. */
export function formatChance(hundredthsOfPercent: number, iso: string): string {
  return numberFormat(iso, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(hundredthsOfPercent / 10_000);
}

/** A multiplier in hundredths as the player reads it: 1980 → "19.80×" (locale digits). */
export function formatTimes(hundredths: number, iso: string): string {
  return `${formatHundredths(hundredths, iso)}×`;
}
