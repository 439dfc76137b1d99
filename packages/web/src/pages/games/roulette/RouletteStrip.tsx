import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketColour } from '@casino/core';
import type { RouletteBoard } from './RouletteBoard.ts';

/** The pockets in the order they sit on a European wheel, clockwise from zero (display only). */
const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
/** Three turns of the wheel side by side: the winner is centred in the middle turn. */
const STRIP = [...WHEEL_ORDER, ...WHEEL_ORDER, ...WHEEL_ORDER];

/**
 * The wheel as a strip that slides to the winning pocket; once it stops, the pocket is marked and named with its
 * number and colour word.
 */
export function RouletteStrip({ landed }: { landed: RouletteBoard['landed'] }) {
  const { t } = useTranslation('games');
  const index = landed ? WHEEL_ORDER.length + WHEEL_ORDER.indexOf(landed.pocket) : WHEEL_ORDER.length;
  const style = { '--index': index } as CSSProperties;
  return (
    <div className="roulette-strip" aria-hidden="true">
      <div
        key={landed?.animated ? landed.id : 'still'}
        className={`roulette-strip__track ${landed?.animated ? 'roulette-strip__track--spinning' : ''}`}
        style={style}
      >
        {STRIP.map((pocket, at) => (
          <span
            key={at}
            className={`roulette-strip__pocket roulette__number--${pocketColour(pocket)} ${
              landed?.landed && at === index ? 'roulette-strip__pocket--landed' : ''
            }`}
          >
            {pocket}
          </span>
        ))}
      </div>
      <span className="roulette-strip__pointer" />
      {landed?.landed ? (
        <p className="roulette-strip__landed" data-testid="roulette-pocket">
          {t('roulette.pocket', {
            number: landed.pocket,
            colour: t(`roulette.colour.${pocketColour(landed.pocket)}`),
          })}
        </p>
      ) : null}
    </div>
  );
}
