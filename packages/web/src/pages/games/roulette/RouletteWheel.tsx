import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketColour } from '@casino/core';
import type { RouletteBoard } from './RouletteBoard.ts';
import { POCKET_DEGREES, WHEEL_ORDER } from './rouletteWheel.ts';

const RIM = 100;
const POCKET_OUT = 92;
const POCKET_IN = 64;
const BALL_TRACK = 72;

/** A point at `radius` on a ray `degrees` clockwise from the top. */
function at(degrees: number, radius: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

/** One pocket's wedge between the inner and outer rings, centred on its angle. */
function wedge(centre: number): string {
  const from = centre - POCKET_DEGREES / 2;
  const to = centre + POCKET_DEGREES / 2;
  return `M${at(from, POCKET_IN)} L${at(from, POCKET_OUT)} A${POCKET_OUT} ${POCKET_OUT} 0 0 1 ${at(to, POCKET_OUT)} L${at(to, POCKET_IN)} A${POCKET_IN} ${POCKET_IN} 0 0 0 ${at(from, POCKET_IN)} Z`;
}

/**
 * The European wheel drawn in SVG: it turns forward while the ball runs the other way and drops into the winning
 * pocket under the pointer at the top (the wheel's pose from `spinTo`; the ball's run is a CSS animation ending at the top) (at once when the player prefers reduced motion or plays in instant mode).
 * Once it stops, the pocket is marked and named with its number and colour word beside the wheel.
 */
export function RouletteWheel({ landed }: { landed: RouletteBoard['landed'] }) {
  const { t } = useTranslation('gameRoulette');
  const pose = landed?.pose ?? { wheel: 0, ball: 0 };
  const spinning = landed?.animated && !landed.landed;
  const wheelStyle: CSSProperties = { transform: `rotate(${pose.wheel}deg)` };
  return (
    <div className="roulette-wheel" data-spinning={spinning ? 'true' : undefined}>
      <svg className="roulette-wheel__svg" viewBox="-104 -104 208 208" aria-hidden="true">
        <circle className="roulette-wheel__rim" r={RIM} />
        <g
          className={`roulette-wheel__disc${landed?.animated ? ' roulette-wheel__disc--spinning' : ''}`}
          style={wheelStyle}
        >
          {WHEEL_ORDER.map((pocket, index) => {
            const centre = index * POCKET_DEGREES;
            const won = landed?.landed && landed.pocket === pocket;
            return (
              <g key={pocket}>
                <path
                  className={`roulette-wheel__pocket roulette-wheel__pocket--${pocketColour(pocket)}${
                    won ? ' roulette-wheel__pocket--landed' : ''
                  }`}
                  d={wedge(centre)}
                />
                <text
                  className="roulette-wheel__number"
                  transform={`rotate(${centre}) translate(0 ${-(POCKET_OUT - 9)})`}
                >
                  {pocket}
                </text>
              </g>
            );
          })}
          <circle className="roulette-wheel__cone" r={POCKET_IN - 2} />
          <path className="roulette-wheel__turret" d="M0 -22 L6 0 L0 22 L-6 0 Z M-22 0 L0 -6 L22 0 L0 6 Z" />
        </g>
        <g
          key={landed?.animated ? landed.id : 'still'}
          className={`roulette-wheel__ball-orbit${spinning ? ' roulette-wheel__ball-orbit--spinning' : ''}`}
        >
          <circle className="roulette-wheel__ball" cy={-BALL_TRACK} r={5} />
        </g>
        <path className="roulette-wheel__pointer" d="M-7 -104 L7 -104 L0 -93 Z" />
      </svg>
      <div className="roulette-wheel__landed">
        {landed?.landed ? (
          <p data-testid="roulette-pocket">
            {t('roulette.pocket', {
              number: landed.pocket,
              colour: t(`roulette.colour.${pocketColour(landed.pocket)}`),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
