import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierValue, numberFormat, pocketColour, type BetOutcome } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';

/** A bet's outcome and multiplier in words of the page's locale: "Rolled 42.17", "Pocket 7, red", "1.98×". */
export function useOutcomeWords() {
  const { t } = useTranslation('fairness');
  const { iso } = useLocale();
  return useMemo(() => {
    const twoDecimals = numberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const multiplier = numberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    const list = new Intl.ListFormat(iso, { style: 'short', type: 'unit' });
    const outcome = (value: BetOutcome): string => {
      switch (value.game) {
        case 'dice':
          return t('outcome.dice', { roll: twoDecimals.format(value.rollHundredths / 100) });
        case 'coinflip':
          return t('outcome.coinflip', { side: t(`sides.${value.side}`) });
        case 'roulette':
          return t('outcome.roulette', {
            pocket: value.pocket,
            colour: t(`colours.${pocketColour(value.pocket)}`),
          });
        case 'keno':
          return t('outcome.keno', { drawn: list.format(value.drawn.map(String)) });
        case 'wheel':
          return t('outcome.wheel', { segment: value.segment });
      }
    };
    return {
      outcome,
      multiplier: (tenThousandths: number) =>
        t('multiplier', { value: multiplier.format(multiplierValue(tenThousandths)) }),
    };
  }, [t, iso]);
}
