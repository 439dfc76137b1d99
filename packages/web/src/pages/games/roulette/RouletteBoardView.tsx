import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { pocketColour } from '@casino/core';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { INSIDE_KINDS, outsideSpot, type LayoutSpot, type RouletteBoard } from './RouletteBoard.ts';
import { RouletteWheel } from './RouletteWheel.tsx';
import { columnCell, dozenCell, numberCell, outsideCell, zeroCell } from './tablePlacement.ts';
import { useSpotName } from './useSpotName.ts';
import './roulette.css';

const NUMBERS = Array.from({ length: 36 }, (_, index) => index + 1);
const OUTSIDE = [
  outsideSpot('low'),
  outsideSpot('even'),
  outsideSpot('red'),
  outsideSpot('black'),
  outsideSpot('odd'),
  outsideSpot('high'),
];

function Spot({
  board,
  spot,
  className,
  place,
  children,
}: {
  board: RouletteBoard;
  spot: LayoutSpot;
  className: string;
  place: CSSProperties;
  /** The area's printed text ("2 to 1", "1st 12"); the bet's full name is added for screen readers. */
  children: string;
}) {
  const name = useSpotName();
  const { t } = useTranslation('gameRoulette');
  const amount = board.amountOn(spot);
  const full = name(spot);
  return (
    <button
      type="button"
      className={`roulette__spot ${className}`}
      style={place}
      onClick={() => board.place(spot)}
    >
      {children}
      {full === children ? null : <span className="visually-hidden">, {full}</span>}
      {amount ? (
        <>
          <span className="visually-hidden">, {t('roulette.chipsPlaced')}</span>
          <MoneyText className="roulette__chip" money={amount} />
        </>
      ) : null}
    </button>
  );
}

/** One number of the layout: its colour as a word for screen readers and a suit mark, never the colour alone. */
function NumberCell({ board, number }: { board: RouletteBoard; number: number }) {
  const { t } = useTranslation('gameRoulette');
  const colour = pocketColour(number);
  const amount = board.amountOn({ kind: 'straight', numbers: [number] });
  return (
    <button
      type="button"
      className={`roulette__number roulette__number--${colour}`}
      style={number === 0 ? zeroCell() : numberCell(number)}
      onClick={() => board.clickNumber(number)}
    >
      <span>{number}</span>
      <span className="visually-hidden"> {t(`roulette.colour.${colour}`)}</span>
      <span className="roulette__suit" aria-hidden="true">
        {colour === 'red' ? '♦' : colour === 'black' ? '♠' : ''}
      </span>
      {amount ? (
        <>
          <span className="visually-hidden">, {t('roulette.chipsPlaced')}</span>
          <MoneyText className="roulette__chip" money={amount} />
        </>
      ) : null}
    </button>
  );
}

/** The European table: numbers, columns, dozens and the even-money bets, the inside-bet picker and the chips. */
export const RouletteBoardView = observer(function RouletteBoardView({ board }: { board: RouletteBoard }) {
  const { t } = useTranslation('gameRoulette');
  const name = useSpotName();
  return (
    <div className="roulette">
      <RouletteWheel landed={board.landed} />
      <div className="roulette__kinds" role="radiogroup" aria-label={t('roulette.insideKind')}>
        {INSIDE_KINDS.map((kind) => (
          <label key={kind} className="choice-toggle">
            <input
              type="radio"
              name="roulette-kind"
              checked={board.insideKind === kind}
              onChange={() => board.chooseInsideKind(kind)}
            />
            <span>{t(`roulette.kinds.${kind}`)}</span>
          </label>
        ))}
      </div>
      {board.choosing ? (
        <div
          className="roulette__choose"
          role="group"
          aria-label={t('roulette.choose', { number: board.choosing.number })}
        >
          <p className="board-state">{t('roulette.choose', { number: board.choosing.number })}</p>
          {board.choosing.spots.map((spot) => (
            <button
              key={spot.numbers.join('-')}
              type="button"
              className="button button--secondary button--small"
              onClick={() => board.place(spot)}
            >
              {name(spot)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="roulette__table" role="group" aria-label={t('roulette.table')}>
        <NumberCell board={board} number={0} />
        {NUMBERS.map((number) => (
          <NumberCell key={number} board={board} number={number} />
        ))}
        {([1, 2, 3] as const).map((column) => (
          <Spot
            key={`column-${column}`}
            board={board}
            spot={outsideSpot('column', column)}
            className="roulette__column"
            place={columnCell(column)}
          >
            {t('roulette.twoToOne')}
          </Spot>
        ))}
        {([1, 2, 3] as const).map((dozen) => (
          <Spot
            key={`dozen-${dozen}`}
            board={board}
            spot={outsideSpot('dozen', dozen)}
            className=""
            place={dozenCell(dozen)}
          >
            {t(`roulette.dozens.${dozen}`)}
          </Spot>
        ))}
        {OUTSIDE.map((spot, index) => (
          <Spot key={spot.kind} board={board} spot={spot} className="" place={outsideCell(index)}>
            {t(`roulette.outside.${spot.kind}`)}
          </Spot>
        ))}
      </div>
      {board.refusedKey ? (
        <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert">
          {t(board.refusedKey)}
        </p>
      ) : null}
      <div className="roulette__tools">
        <button type="button" className="button button--secondary button--small" onClick={() => board.undo()}>
          {t('roulette.undo')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => board.clear()}
        >
          {t('roulette.clear')}
        </button>
        <p className="board-state" data-testid="roulette-total">
          {board.total ? (
            <>
              {t('roulette.total')} <MoneyText money={board.total} />
            </>
          ) : (
            t('roulette.noChips')
          )}
        </p>
      </div>
      {board.chips.length > 0 ? (
        <ul className="roulette__chips" aria-label={t('roulette.chips')}>
          {board.chips.map((chip) => (
            <li key={`${chip.kind}-${chip.numbers.join('-')}`}>
              {name(chip)}: <MoneyText money={chip.amount} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
