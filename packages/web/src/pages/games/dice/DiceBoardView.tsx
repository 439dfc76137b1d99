import { useId, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatChance, formatHundredths, formatMultiplier } from '../../../components/games/formatGame.ts';
import type { DiceBoard } from './DiceBoard.ts';
import './dice.css';

/**
 * The dice track 0–100 with the winning range marked, the target slider and field, over and under, the chance and
 * the multiplier, and the last roll on the track: a marker that slides with a tumbling die and, where it stops, shows
 * the number and a win or loss sign.
 */
export const DiceBoardView = observer(function DiceBoardView({
  board,
  disabled,
}: {
  board: DiceBoard;
  disabled: boolean;
}) {
  const { t } = useTranslation('gameDice');
  const { iso } = useLocale();
  const sliderId = useId();
  const targetId = useId();
  const { bounds, shown } = board;
  const target = board.targetHundredths / 100;
  const targetText = formatHundredths(board.targetHundredths, iso);

  return (
    <div className="dice">
      <div
        className={`dice__track dice__track--${board.direction}`}
        style={{ '--target': `${target}%` } as CSSProperties}
      >
        <div className="dice__win-zone" aria-hidden="true" />
        {shown ? (
          <div
            key={shown.animated ? shown.id : 'still'}
            className={`dice__roll ${
              shown.landed ? (shown.won ? 'dice__roll--win' : 'dice__roll--loss') : 'dice__roll--rolling'
            } ${shown.animated ? 'dice__roll--animated' : ''}`}
            style={{ '--roll': `${shown.roll / 100}%` } as CSSProperties}
            data-testid="dice-roll"
          >
            {shown.landed ? (
              <>
                <span aria-hidden="true">{shown.won ? '✓' : '✗'}</span> {formatHundredths(shown.roll, iso)}
              </>
            ) : (
              // The die tumbles while the marker slides; the number shows where it stops.
              <span className="dice__die" aria-hidden="true">
                ⚄
              </span>
            )}
          </div>
        ) : null}
      </div>
      <label htmlFor={sliderId} className="visually-hidden">
        {t('dice.target')}
      </label>
      <input
        id={sliderId}
        className="dice__slider"
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={board.targetHundredths}
        disabled={disabled}
        aria-valuetext={t(`dice.rollWhen.${board.direction}`, { target: targetText })}
        onChange={(event) => board.setTarget(Number(event.target.value))}
      />
      <div className="dice__controls">
        <div className="board-field">
          <label htmlFor={targetId}>{t('dice.target')}</label>
          <input
            id={targetId}
            className="bet-panel__input"
            inputMode="decimal"
            autoComplete="off"
            value={board.targetInput}
            disabled={disabled}
            onChange={(event) => board.typeTarget(event.target.value)}
            onBlur={() => board.setTarget(board.targetHundredths)}
          />
        </div>
        <div className="dice__direction" role="radiogroup" aria-label={t('dice.direction')}>
          {(['over', 'under'] as const).map((direction) => (
            <label key={direction} className="choice-toggle">
              <input
                type="radio"
                name={`${sliderId}-direction`}
                checked={board.direction === direction}
                disabled={disabled}
                onChange={() => board.chooseDirection(direction)}
              />
              <span>{t(`dice.${direction}`)}</span>
            </label>
          ))}
        </div>
        <dl className="dice__facts" data-testid="dice-facts">
          <div>
            <dt>{t('dice.chance')}</dt>
            <dd>{formatChance(board.chance, iso)}</dd>
          </div>
          <div>
            <dt>{t('dice.multiplier')}</dt>
            <dd>{formatMultiplier(board.multiplier, iso)}</dd>
          </div>
        </dl>
      </div>
      <p className="board-state">{t(`dice.rollWhen.${board.direction}`, { target: targetText })}</p>
    </div>
  );
});
