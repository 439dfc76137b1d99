import { numberFormat, type PayoutRounding } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.ts';

/** The translation keys of the three ways a rounding ends: nothing to round, one unit more, the whole part. */
export interface RoundingKeys {
  readonly whole: string;
  readonly up: string;
  readonly down: string;
}

/** How a rounding is told: the key of its outcome and the values its words take (what was owed, the draw, the fraction). */
export function roundingWords(rounding: PayoutRounding, iso: string, keys: RoundingKeys) {
  const owed = numberFormat(iso, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    rounding.whole + rounding.fraction / 10_000,
  );
  const values = {
    owed,
    index: rounding.drawIndex,
    draw: rounding.draw,
    fraction: rounding.fraction,
    paid: rounding.paid,
  };
  const key = rounding.fraction === 0 ? keys.whole : rounding.paid > rounding.whole ? keys.up : keys.down;
  return { key, values };
}

/**
 * The payout's rounding step (docs/fairness.md, "Payout"): what stake × multiplier owes in minor units, the draw of the
 * float after the outcome's, and whether it paid the fraction as one more unit.
 */
export function RoundingStep({ rounding }: { readonly rounding: PayoutRounding }) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
  const { key, values } = roundingWords(rounding, iso, {
    whole: 'verifier.roundingWhole',
    up: 'verifier.roundingUp',
    down: 'verifier.roundingDown',
  });
  return (
    <>
      <dt>{t('verifier.rounding')}</dt>
      <dd data-testid="verifier-rounding">{t(key, values)}</dd>
    </>
  );
}
