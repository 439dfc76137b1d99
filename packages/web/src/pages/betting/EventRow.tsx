import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { mainMarket, type SportEvent } from '@casino/core';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import type { LiveLine } from './LiveLine.ts';
import { OddsButton } from './OddsButton.tsx';
import { clockText, startText } from '../../components/sportsbook/sportsText.ts';

/**
 * One event in a list: the sides, the score and clock or the kick-off, the main market's prices, and its page. A row
 * keeps its height as its match moves: a suspension is said in the top line (the league's name gives way), never on a
 * line of its own, so the rows below do not jump while a player aims at a price.
 */
export const EventRow = observer(function EventRow({
  event: listed,
  slip,
  line,
  now,
}: {
  event: SportEvent;
  slip: BetSlipViewModel;
  line: LiveLine;
  now: number;
}) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  // The line's newest state of this event: the list passes the event it holds, which a price's move does not renew.
  const event = line.event(listed.id) ?? listed;
  const market = mainMarket(event);
  const live = event.status === 'live';
  return (
    <li className="event-row" data-event={event.id} data-status={event.status}>
      <div className="event-row__info">
        <p className="event-row__meta">
          {live ? (
            <span className="event-row__live">
              <span className="badge-live">{t('live')}</span> {clockText(t, event)}
            </span>
          ) : (
            <time dateTime={new Date(event.startAt).toISOString()} suppressHydrationWarning>
              {startText(event.startAt, now, iso)}
            </time>
          )}
          {event.suspended ? <span className="event-row__suspended">{t('suspended')}</span> : null}
          <span className="event-row__league">
            {t(`sports.${event.sport}`)} · {event.league.name}
          </span>
        </p>
        <LocalizedLink className="event-row__teams" to={`/betting/event/${event.id}`}>
          <span>{event.home}</span>
          {event.score ? (
            <span
              className="event-row__score"
              aria-label={t('scoreLabel', { home: event.score.home, away: event.score.away })}
            >
              {event.score.home}:{event.score.away}
            </span>
          ) : (
            <span aria-hidden="true">—</span>
          )}
          <span>{event.away}</span>
        </LocalizedLink>
      </div>
      {market ? (
        <div className="event-row__odds" role="group" aria-label={t(`markets.${market.key}`)}>
          {market.selections.map((selection) => (
            <OddsButton
              key={selection.id}
              event={event}
              market={market}
              selection={selection}
              slip={slip}
              line={line}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
});
