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
import { MarketGroups } from './MarketGroups.tsx';
import { SlipDock } from './SlipDock.tsx';
import { SPORT_EVENT_VM } from './SportEventViewModel.ts';
import { startText } from '../../components/sportsbook/sportsText.ts';
import { LiveScore, MatchClock } from '../../components/sportsbook/LiveScore.tsx';
import { SportIcon, TeamCrest } from '../../components/sportsbook/SportArt.tsx';
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
                <SportIcon sport={event.sport} /> {t(`sports.${event.sport}`)} ·{' '}
                <LeagueName name={event.league.name} country={event.league.country} />
              </p>
              <h1 className="event-page__teams">
                <span className="event-page__side">
                  <TeamCrest name={event.home} size={40} />
                  {event.home}
                </span>
                {event.score ? (
                  <LiveScore event={event} className="event-page__score" />
                ) : (
                  <span className="event-page__score">—</span>
                )}
                <span className="event-page__side">
                  <TeamCrest name={event.away} size={40} />
                  {event.away}
                </span>
              </h1>
              <p className="event-page__simulated">{t('simulatedMatch')}</p>
              <p className="event-page__state" role="status">
                {event.status === 'live' ? (
                  <>
                    <span className="badge-live">{t('live')}</span> <MatchClock event={event} />
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
              <MarketGroups event={event} vm={vm} />
            </article>
          )}
        </div>
        <SlipDock slip={vm.slip} />
      </div>
    </div>
  );
}

export default observer(SportEventPage);
