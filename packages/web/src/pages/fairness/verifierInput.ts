import {
  OUTSIDE_NUMBERS,
  err,
  moneyFromMajor,
  ok,
  type BetParams,
  type Currency,
  type Money,
  type Result,
  type RouletteChip,
  type VerifyBetInput,
} from '@casino/core';
import type { ChipFields, VerifierFields } from '../../components/fairness/verifierQuery.ts';

/** A field of the form that does not read as what it should be. */
export type VerifierFieldError =
  'serverSeed' | 'clientSeed' | 'nonce' | 'target' | 'chips' | 'picks' | 'stake';

/** Whole numbers separated by commas or spaces; null when any part is not one. */
export function numberList(raw: string): number[] | null {
  const parts = raw.split(/[\s,;]+/).filter((part) => part !== '');
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return numbers.every(Number.isInteger) ? numbers : null;
}

function amountOf(raw: string, currency: Currency): Money | null {
  if (!/^\d+(?:[.,]\d+)?$/.test(raw.trim())) return null;
  const money = moneyFromMajor(Number(raw.trim().replace(',', '.')), currency);
  return money.ok ? money.value : null;
}

/** Dice target typed as "50.5" or "50,50": integer hundredths, or null for more than two decimals. */
function hundredthsOf(raw: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function chipOf(chip: ChipFields, currency: Currency): RouletteChip | null {
  const amount = amountOf(chip.amount, currency);
  const typed = numberList(chip.numbers);
  if (amount === null || typed === null) return null;
  const known =
    chip.kind in OUTSIDE_NUMBERS ? OUTSIDE_NUMBERS[chip.kind as keyof typeof OUTSIDE_NUMBERS] : null;
  const numbers = typed.length === 0 && known ? [...known] : [...typed].sort((a, b) => a - b);
  return { kind: chip.kind, numbers, amount };
}

function paramsOf(fields: VerifierFields): Result<BetParams, VerifierFieldError> {
  switch (fields.game) {
    case 'dice': {
      const target = hundredthsOf(fields.target);
      return target === null
        ? err('target')
        : ok({ game: 'dice', targetHundredths: target, direction: fields.direction });
    }
    case 'coinflip':
      return ok({ game: 'coinflip', side: fields.side });
    case 'roulette': {
      const chips = fields.chips.map((chip) => chipOf(chip, fields.currency));
      if (chips.length === 0 || chips.some((chip) => chip === null)) return err('chips');
      return ok({ game: 'roulette', chips: chips as RouletteChip[] });
    }
    case 'keno': {
      const picks = numberList(fields.picks);
      return picks === null || picks.length === 0
        ? err('picks')
        : ok({ game: 'keno', picks, risk: fields.kenoRisk });
    }
    case 'wheel':
      return ok({ game: 'wheel', risk: fields.wheelRisk, segments: fields.segments });
  }
}

/**
 * What the core's verifier takes, read from the form: the seeds as typed, the game's choice, and the stake when one
 * is given. The core checks the rest (a legal choice, a client seed) and names what it refuses.
 */
export function verifyInputFrom(fields: VerifierFields): Result<VerifyBetInput, VerifierFieldError> {
  const serverSeed = fields.serverSeed.trim();
  if (serverSeed === '') return err('serverSeed');
  const clientSeed = fields.clientSeed.trim();
  if (clientSeed === '') return err('clientSeed');
  if (!/^\d{1,15}$/.test(fields.nonce.trim())) return err('nonce');
  const params = paramsOf(fields);
  if (!params.ok) return params;
  let stake: Money | null = null;
  if (fields.stake.trim() !== '') {
    stake = amountOf(fields.stake, fields.currency);
    if (stake === null) return err('stake');
  }
  return ok({
    serverSeed,
    clientSeed,
    nonce: Number(fields.nonce.trim()),
    params: params.value,
    serverSeedHashed: fields.commitment.trim() || null,
    stake,
  });
}
