import { moneyFromMajor, moneyToMajor, type Currency, type Money } from '@casino/core';

/** What a player may type as a stake: digits, with a dot or a comma before the decimals. */
const STAKE_TEXT = /^\d{1,15}(?:[.,]\d+)?$/;

/** The typed stake as Money, or null when it is not a number (letters, signs, exponents, empty). */
export function parseStake(text: string, currency: Currency): Money | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!STAKE_TEXT.test(trimmed)) return null;
  const amount = moneyFromMajor(Number(trimmed.replace(',', '.')), currency);
  return amount.ok ? amount.value : null;
}

/** A stake written back into the field, in plain digits the player can edit. */
export function stakeText(money: Money): string {
  return String(moneyToMajor(money));
}
