import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Market, Selection, SportEvent } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import type { LiveLine } from './LiveLine.ts';
import { formatOdds, outcomeName, slipNames } from '../../components/sportsbook/sportsText.ts';
import { LockIcon } from '../../components/LockIcon.tsx';

export interface OddsButtonProps {
  readonly event: SportEvent;
  readonly market: Market;
  readonly selection: Selection;
  readonly slip: BetSlipViewModel;
  readonly line: LiveLine;
  /** Shows the outcome's name above the odds (the event page); a list row names its columns instead. */
  readonly named?: boolean;
}

/**
 * One price: a toggle that puts the selection on the slip (pressed while it is there). A price that moved shows an
 * arrow and flashes once (not with reduced motion); a closed one is a disabled lock, said in words.
 */
export const OddsButton = observer(function OddsButton({
  event,
  market,
  selection,
  slip,
  line,
  named = false,
}: OddsButtonProps) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const { home, away } = event;
  const { key, line: marketLine } = market;
  const { outcome } = selection;
  const name = useMemo(
    () => outcomeName(t, key, outcome, marketLine, { home, away }, iso),
    [t, key, outcome, marketLine, home, away, iso],
  );
  const odds = selection.odds;
  const closed = odds === null || event.suspended;
  const inSlip = slip.has(selection.id);
  const move = line.move(selection.id);
  const direction = move?.direction ?? null;
  const format = slip.oddsFormat;
  const text = useMemo(() => (odds === null ? '—' : formatOdds(odds, format, iso)), [odds, format, iso]);
  // The name begins with what the button shows (the outcome on the event page, then the price), so a player who
  // speaks to the page names it as they read it (WCAG 2.5.3); a list row's 1 / X / 2 column tag is drawn by the
  // stylesheet, not part of that text. Worked out again only when one of its parts changes: a live tick re-renders a
  // row whose other prices did not move.
  const label = useMemo(
    () =>
      closed
        ? t('odds.closedLabel', { selection: name })
        : direction
          ? t('odds.movedLabel', { selection: name, odds: text, move: t(`odds.moved.${direction}`) })
          : t('odds.label', { selection: name, odds: text }),
    [t, closed, direction, name, text],
  );
  return (
    <button
      type="button"
      className={`odds${inSlip ? ' odds--selected' : ''}${move ? ` odds--${move.direction}` : ''}`}
      aria-pressed={inSlip}
      aria-label={label}
      disabled={closed}
      data-selection={selection.id}
      data-tag={named ? undefined : t(`short.${selection.outcome}`)}
      onClick={() => {
        if (odds === null) return;
        slip.toggle({
          eventId: event.id,
          marketId: market.id,
          selectionId: selection.id,
          odds,
          version: event.version,
          ...slipNames(event, market, selection.outcome),
        });
      }}
    >
      {named ? <span className="odds__name">{name}</span> : null}
      <span className="odds__price" key={move?.at ?? 0}>
        {closed ? <LockIcon className="odds__lock" /> : text}
        {move && !closed ? (
          <span className="odds__move" aria-hidden="true">
            {move.direction === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
});
