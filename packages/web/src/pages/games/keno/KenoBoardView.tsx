import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { KENO_RISKS, tenThousandthsOf } from '@casino/core';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import { KENO_STEP_MS, type KenoBoard } from './KenoBoard.ts';
import { KenoBalls } from './KenoBalls.tsx';
import './keno.css';

const COLUMNS = 8;
const MOVES: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -COLUMNS,
  ArrowDown: COLUMNS,
};

/**
 * The 40 squares as toggle buttons in a grid that arrow keys move through (one tab stop). A picked square is marked
 * by a ring and its name; a drawn one by a symbol (★ hit, ● drawn) and its name, appearing one by one.
 */
export const KenoBoardView = observer(function KenoBoardView({
  board,
  disabled,
}: {
  board: KenoBoard;
  disabled: boolean;
}) {
  const { t } = useTranslation('gameKeno');
  const { iso } = useLocale();
  const riskId = useId();
  const captionId = useId();
  const [focused, setFocused] = useState(1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const draw = board.draw;
  const row = board.paytable;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = MOVES[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(board.squares.length, Math.max(1, focused + step));
    setFocused(next);
    buttons.current[next - 1]?.focus();
  }

  return (
    <div className="keno">
      <KenoBalls draw={draw} />
      <div className="keno__grid" role="group" aria-label={t('keno.grid')} onKeyDown={move}>
        {board.squares.map((square) => {
          const state = board.drawState(square);
          const order = draw ? draw.drawn.indexOf(square) : -1;
          const picked = board.isPicked(square);
          return (
            <button
              key={`${square}-${draw?.id ?? ''}`}
              ref={(element) => {
                buttons.current[square - 1] = element;
              }}
              type="button"
              className={[
                'keno__square',
                picked ? 'keno__square--picked' : '',
                state ? `keno__square--${state}` : '',
                state && draw?.animated ? 'keno__square--reveal' : '',
              ].join(' ')}
              style={order >= 0 ? ({ '--order': `${order * KENO_STEP_MS}ms` } as CSSProperties) : undefined}
              tabIndex={square === focused ? 0 : -1}
              aria-pressed={picked}
              aria-disabled={disabled || undefined}
              onFocus={() => setFocused(square)}
              onClick={() => !disabled && board.togglePick(square)}
              aria-label={state && draw?.landed ? t(`keno.square.${state}`, { square }) : String(square)}
            >
              <span aria-hidden="true">{state === 'hit' ? '★' : state === 'miss' ? '●' : ''}</span>
              {square}
            </button>
          );
        })}
      </div>
      <div className="keno__tools">
        <div className="board-field">
          <label htmlFor={riskId}>{t('keno.risk')}</label>
          <select
            id={riskId}
            className="bet-panel__input"
            value={board.risk}
            disabled={disabled}
            onChange={(event) => board.chooseRisk(event.target.value as (typeof KENO_RISKS)[number])}
          >
            {KENO_RISKS.map((risk) => (
              <option key={risk} value={risk}>
                {t(`keno.risks.${risk}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => board.autoPick()}
        >
          {t('keno.autoPick')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => board.clear()}
        >
          {t('keno.clear')}
        </button>
      </div>
      <p className="board-state" data-testid="keno-state">
        {t('keno.picked', { count: board.picks.length, max: 10 })}
        {draw?.landed ? ` ${t('keno.drawn', { squares: draw.drawn.join(', '), hits: draw.hits })}` : null}
      </p>
      {row ? (
        // Focusable: at 360 px the row scrolls sideways, and a keyboard player must be able to scroll it too.
        <div className="keno__paytable-wrap" tabIndex={0} role="group" aria-labelledby={captionId}>
          <table className="keno__paytable">
            <caption>
              {t('keno.paytable', { count: board.picks.length, risk: t(`keno.risks.${board.risk}`) })}
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('keno.hits')}</th>
                {row.pays.map((_, hits) => (
                  <td key={hits}>{hits}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('keno.pays')}</th>
                {row.pays.map((pay, hits) => (
                  <td key={hits}>{formatMultiplier(tenThousandthsOf(pay), iso)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
});
