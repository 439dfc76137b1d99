import { useEffect, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MINER_COLUMNS, type MinerViewModel, type TileState } from './MinerViewModel.ts';

const SYMBOLS: Readonly<Record<TileState, string>> = { hidden: '', safe: '◆', hit: '✹', mine: '✹' };

/**
 * The 5 × 5 grid as one keyboard grid: a single tab stop, arrows move between tiles, Enter or Space reveals the tile
 * in focus. Each tile says its row, column and what it shows in words; a symbol, not a colour, marks gems and mines.
 */
export const MinerGrid = observer(function MinerGrid({ vm }: { readonly vm: MinerViewModel }) {
  const { t } = useTranslation('gameRounds');
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef(false);
  const { focused, tiles, play } = vm;
  useEffect(() => {
    // Only a key the grid used moves the focus: a reload or a step leaves it where the player has it.
    if (moved.current) cells.current[focused]?.focus();
    moved.current = false;
  }, [focused]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (vm.moveFocus(event.key)) {
      moved.current = true;
      event.preventDefault();
    }
  };
  const rows = Array.from({ length: tiles.length / MINER_COLUMNS }, (_, row) =>
    tiles.slice(row * MINER_COLUMNS, (row + 1) * MINER_COLUMNS),
  );
  return (
    <div
      className="miner-grid"
      role="grid"
      aria-label={t('miner.grid')}
      aria-disabled={!play.canAct || undefined}
      onKeyDown={onKeyDown}
      data-testid="miner-grid"
    >
      {rows.map((row, r) => (
        <div role="row" className="miner-grid__row" key={r}>
          {row.map((state, c) => {
            const tile = r * MINER_COLUMNS + c;
            return (
              <button
                key={tile}
                ref={(element) => {
                  cells.current[tile] = element;
                }}
                type="button"
                role="gridcell"
                className={`miner-tile miner-tile--${state}`}
                tabIndex={tile === focused ? 0 : -1}
                aria-label={t('miner.tile', { row: r + 1, column: c + 1, state: t(`miner.state.${state}`) })}
                aria-disabled={!play.canAct || state !== 'hidden' || undefined}
                data-tile={tile}
                data-state={state}
                onClick={() => void vm.reveal(tile)}
              >
                <span aria-hidden="true">{SYMBOLS[state]}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
});
