import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { usePreload } from '../../di/usePreload.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { LeagueName } from './BettingPage.tsx';
import { OddsButton } from './OddsButton.tsx';
import { SlipDock } from './SlipDock.tsx';
import { SPORT_EVENT_VM } from './SportEventViewModel.ts';
import { clockText, formatLine, marketName, startText } from '../../components/sportsbook/sportsText.ts';
import { useDisplayTimeZone } from '../../components/page/useDateFormat.ts';
import '../../components/page/pages.css';
import './betting.css';

/** One event: its score and clock, every market grouped under its name, and the slip. */
function SportEventPage() {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const timeZone = useDisplayTimeZone();
  const { eventId = '' } = useParams();
  const vm = useViewModel(SPORT_EVENT_VM);
  usePreload(() => vm.preload(eventId));
  useEffect(() => vm.setEvent(eventId), [vm, eventId]);
  const event = vm.event;
  useDocumentTitle(event ? `${event.home} — ${event.away}` : t('title'));
  return (
    <div className="page betting" data-page="betting-event">
      <p>
        <LocalizedLink to="/betting">{t('back')}</LocalizedLink>
      </p>
      <div className="betting__layout">
        <div className="betting__line">
          {!event ? (
            <p role={vm.missing ? 'alert' : 'status'}>{vm.missing ? t('eventMissing') : t('loading')}</p>
          ) : (
            <article className="event-page" data-event={event.id} data-status={event.status}>
              <p className="event-page__league">
                {t(`sports.${event.sport}`)} ·{' '}
                <LeagueName name={event.league.name} country={event.league.country} />
              </p>
              <h1 className="event-page__teams">
                <span>{event.home}</span>
                <span className="event-page__score" data-testid="event-score">
                  {event.score ? `${event.score.home}:${event.score.away}` : '—'}
                </span>
                <span>{event.away}</span>
              </h1>
              <p className="event-page__simulated">{t('simulatedMatch')}</p>
              <p className="event-page__state" role="status">
                {event.status === 'live' ? (
                  <>
                    <span className="badge-live">{t('live')}</span> {clockText(t, event)}
                  </>
                ) : event.status === 'upcoming' ? (
                  t('startsAt', { time: startText(event.startAt, Date.now(), iso, timeZone) })
                ) : (
                  t(`eventStatus.${event.status}`)
                )}
              </p>
              {event.suspended ? (
                <p className="event-page__suspended" role="status">
                  {t('suspendedLong')}
                </p>
              ) : null}
              {event.markets.map((market) => (
                <section key={market.id} className="market" aria-labelledby={`market-${market.id}`}>
                  <h2 id={`market-${market.id}`} className="market__title">
                    {marketName(t, market.key)}
                    {market.key === 'total' && market.line !== null
                      ? ` ${formatLine(market.line, false, iso)}`
                      : ''}
                  </h2>
                  <div className="market__selections">
                    {market.selections.map((selection) => (
                      <OddsButton
                        key={selection.id}
                        event={event}
                        market={market}
                        selection={selection}
                        slip={vm.slip}
                        line={vm.line}
                        named
                      />
                    ))}
                  </div>
                </section>
              ))}
            </article>
          )}
        </div>
        <SlipDock slip={vm.slip} />
      </div>
    </div>
  );
}

export default observer(SportEventPage);
