import { useEffect, useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { mainMarket, type SportEvent } from '@casino/core';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import type { LiveLine } from './LiveLine.ts';
import { OddsButton } from './OddsButton.tsx';
import { startText } from '../../components/sportsbook/sportsText.ts';
import { LiveScore, MatchClock } from '../../components/sportsbook/LiveScore.tsx';
import { SportIcon, TeamCrest } from '../../components/sportsbook/SportArt.tsx';
import { useDisplayTimeZone } from '../../components/page/useDateFormat.ts';

/**
 * Lets the row of a match that ended go once it is out of sight: below the screen, or above it where the browser keeps
 * what is on screen in place as rows above it leave (scroll anchoring). Rows on screen stay, so none below moves.
 */
function useReleaseOutOfSight(
  row: RefObject<HTMLLIElement | null>,
  line: LiveLine,
  id: string,
  ended: boolean,
): void {
  useEffect(() => {
    const element = row.current;
    if (!ended || !element || typeof IntersectionObserver === 'undefined') return;
    const anchored = typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry || entry.isIntersecting) return;
      const below = entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
      if (below || anchored) line.release(id);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, line, id, ended]);
}

/**
 * One event in a list: the sides, the score and clock or the kick-off, the main market's prices, and its page. A row
 * keeps its height as its match moves: a suspension is said in the top line in one short word (the league's name gives
 * way; a screen reader hears the whole sentence), never on a line of its own nor wrapping to a second, so the rows below
 * do not jump while a player aims at a price. A match that ends keeps its row, said ended with its final score and its
 * prices closed, until the row is out of sight or another list is shown.
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
  const timeZone = useDisplayTimeZone();
  // The line's newest state of this event: the list passes the event it holds, which a price's move does not renew.
  const event = line.event(listed.id) ?? listed;
  const market = mainMarket(event);
  const live = event.status === 'live';
  const ended = event.status === 'ended' || event.status === 'abandoned';
  const row = useRef<HTMLLIElement>(null);
  useReleaseOutOfSight(row, line, event.id, ended && line.keepsEnded(event.id));
  return (
    <li className="event-row" data-event={event.id} data-status={event.status} ref={row}>
      <div className="event-row__info">
        <p className="event-row__meta">
          {ended ? (
            <span className="event-row__ended">
              <span className="badge-ended">{t(`rowEnded.${event.status}`)}</span>
            </span>
          ) : live ? (
            <span className="event-row__live">
              <span className="badge-live">{t('live')}</span> <MatchClock event={event} />
            </span>
          ) : (
            <time dateTime={new Date(event.startAt).toISOString()} suppressHydrationWarning>
              {startText(event.startAt, now, iso, timeZone)}
            </time>
          )}
          {event.suspended && !ended ? (
            <span className="event-row__suspended">
              <span aria-hidden="true">{t('suspendedShort')}</span>
              <span className="visually-hidden">{t('suspended')}</span>
            </span>
          ) : null}
          <span className="event-row__league">
            <SportIcon sport={event.sport} size={16} /> {t(`sports.${event.sport}`)} · {event.league.name}
          </span>
          <span className="event-row__simulated">{t('simulatedTag')}</span>
        </p>
        <LocalizedLink className="event-row__teams" to={`/betting/event/${event.id}`}>
          <span className="event-row__side">
            <TeamCrest name={event.home} />
            {event.home}
          </span>
          {event.score ? (
            <LiveScore
              event={event}
              className="event-row__score"
              label={t('scoreLabel', { home: event.score.home, away: event.score.away })}
            />
          ) : (
            <span aria-hidden="true">—</span>
          )}
          <span className="event-row__side">
            <TeamCrest name={event.away} />
            {event.away}
          </span>
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
