import { useId, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelRisk, type WheelSegments } from '@casino/core';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import type { WheelBoard } from './WheelBoard.ts';
import './wheel.css';

const RADIUS = 100;

/** A point on the rim, the angle in degrees clockwise from the top. */
function rim(degrees: number, radius = RADIUS): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

/** A shade per payout band; every segment also carries its multiplier as text. */
function band(multiplier: number): string {
  if (multiplier === 0) return 'zero';
  if (multiplier < 15_000) return 'low';
  if (multiplier < 30_000) return 'mid';
  return 'high';
}

/** How many segments pay each multiplier, for the text summary of the wheel. */
function tally(multipliers: readonly number[]): readonly (readonly [number, number])[] {
  const counts = new Map<number, number>();
  for (const m of multipliers) counts.set(m, (counts.get(m) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b);
}

/** The wheel drawn in SVG with each segment's multiplier, the pointer on top, and the risk and size selects. */
export const WheelBoardView = observer(function WheelBoardView({
  board,
  disabled,
}: {
  board: WheelBoard;
  disabled: boolean;
}) {
  const { t } = useTranslation('gameWheel');
  const { iso } = useLocale();
  const riskId = useId();
  const sizeId = useId();
  const multipliers = board.multipliers;
  const size = 360 / multipliers.length;
  const stop = board.stop;
  const spin: CSSProperties = { transform: `rotate(${stop?.rotation ?? 0}deg)` };

  return (
    <div className="wheel">
      <div className="wheel__stage">
        <svg className="wheel__svg" viewBox="-110 -110 220 220" aria-hidden="true">
          <g className={stop?.animated ? 'wheel__disc wheel__disc--spinning' : 'wheel__disc'} style={spin}>
            {multipliers.map((multiplier, index) => {
              const start = index * size;
              const middle = start + size / 2;
              return (
                <g key={index}>
                  <path
                    className={`wheel__segment wheel__segment--${band(multiplier)} ${
                      stop?.landed && stop.segment === index ? 'wheel__segment--stopped' : ''
                    }`}
                    d={`M0 0 L${rim(start)} A${RADIUS} ${RADIUS} 0 0 1 ${rim(start + size)} Z`}
                  />
                  <text
                    className="wheel__label"
                    transform={`rotate(${middle}) translate(0 ${-RADIUS * 0.78}) rotate(90)`}
                    fontSize={multipliers.length > 30 ? 6 : 9}
                  >
                    {formatMultiplier(multiplier, iso)}
                  </text>
                </g>
              );
            })}
          </g>
          <path className="wheel__pointer" d="M-8 -110 L8 -110 L0 -92 Z" />
        </svg>
      </div>
      <div className="keno__tools">
        <div className="board-field">
          <label htmlFor={riskId}>{t('wheel.risk')}</label>
          <select
            id={riskId}
            className="bet-panel__input"
            value={board.risk}
            disabled={disabled}
            onChange={(event) => board.chooseRisk(event.target.value as WheelRisk)}
          >
            {WHEEL_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {t(`wheel.risks.${risk}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="board-field">
          <label htmlFor={sizeId}>{t('wheel.segments')}</label>
          <select
            id={sizeId}
            className="bet-panel__input"
            value={board.segments}
            disabled={disabled}
            onChange={(event) => board.chooseSegments(Number(event.target.value) as WheelSegments)}
          >
            {WHEEL_SEGMENTS.map((segments) => (
              <option key={segments} value={segments}>
                {segments}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="board-state" data-testid="wheel-layout">
        {t('wheel.layout', {
          segments: tally(multipliers)
            .map(([multiplier, count]) =>
              t('wheel.tally', { multiplier: formatMultiplier(multiplier, iso), count }),
            )
            .join(', '),
          rtp: board.rtp,
        })}
      </p>
    </div>
  );
});
