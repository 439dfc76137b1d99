import { numberFormat, type PayoutRounding } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.ts';

/**
 * The payout's rounding step (docs/fairness.md, "Payout"): what stake × multiplier owes in minor units, the draw of the
 * float after the outcome's, and whether it paid the fraction as one more unit.
 */
export function RoundingStep({ rounding }: { readonly rounding: PayoutRounding }) {
  const { t } = useTranslation('fairness');
  const { iso } = useLocale();
  const owed = numberFormat(iso, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    rounding.whole + rounding.fraction / 10_000,
  );
  const values = { owed, index: rounding.drawIndex, draw: rounding.draw, fraction: rounding.fraction };
  const key =
    rounding.fraction === 0
      ? 'verifier.roundingWhole'
      : rounding.paid > rounding.whole
        ? 'verifier.roundingUp'
        : 'verifier.roundingDown';
  return (
    <>
      <dt>{t('verifier.rounding')}</dt>
      <dd data-testid="verifier-rounding">{t(key, values)}</dd>
    </>
  );
}
