import { useTranslation } from 'react-i18next';
import { pocketColour } from '@casino/core';
import type { LayoutSpot } from './RouletteBoard.ts';

/** A bet of the layout in words: "17 black", "Split 5–6", "Dozen 13–24", "Red". */
export function useSpotName(): (spot: LayoutSpot) => string {
  const { t } = useTranslation('gameRoulette');
  return (spot) => {
    const first = spot.numbers[0] ?? 0;
    const last = spot.numbers[spot.numbers.length - 1] ?? 0;
    switch (spot.kind) {
      case 'straight':
        return t('roulette.pocket', { number: first, colour: t(`roulette.colour.${pocketColour(first)}`) });
      case 'split':
      case 'street':
      case 'corner':
      case 'line':
        return t(`roulette.spot.${spot.kind}`, { numbers: spot.numbers.join('–') });
      case 'dozen':
        return t('roulette.spot.dozen', { from: first, to: last });
      case 'column':
        return t('roulette.spot.column', { column: first });
      default:
        return t(`roulette.outside.${spot.kind}`);
    }
  };
}
