import { numberFormat } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale.ts';

/** A case's and an item's name (the slug or id itself when the catalogue has one without a translation), a return. */
export function useCaseWords() {
  const { t } = useTranslation('gameRounds');
  const { iso } = useLocale();
  const percent = numberFormat(iso, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const chance = numberFormat(iso, { style: 'percent', maximumFractionDigits: 2 });
  return {
    name: (slug: string) => t(`caseNames.${slug}`, { defaultValue: slug }),
    item: (id: string) => t(`caseItems.${id}`, { defaultValue: id }),
    rtp: (basisPoints: number) => percent.format(basisPoints / 10_000),
    chance: (fraction: number) => chance.format(fraction),
  };
}
