import { startTransition, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SportEvent } from '@casino/core';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { SeoSection } from '../../components/page/SeoSection.tsx';
import { BETTING_VM, type BettingTab, type BettingViewModel } from './BettingViewModel.ts';
import { EventRow } from './EventRow.tsx';
import { MyBetsList } from '../../components/sportsbook/MyBetsList.tsx';
import { SlipDock } from './SlipDock.tsx';
import '../../components/page/pages.css';
import './betting.css';

/**
 * The time lists measure "today" by; it moves once a minute, enough for kick-off times. Every row renders again with
 * it: a transition, rendered in slices, not one long task.
 */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const EventList = observer(function EventList({
  vm,
  events,
  now,
  empty,
}: {
  vm: BettingViewModel;
  events: readonly SportEvent[];
  now: number;
  empty: string;
}) {
  if (events.length === 0) return <p className="page-muted">{empty}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <EventRow key={event.id} event={event} slip={vm.slip} line={vm.line} now={now} />
      ))}
    </ul>
  );
});

const SportsMenu = observer(function SportsMenu({ vm }: { vm: BettingViewModel }) {
  const { t } = useTranslation('betting');
  const [, setParams] = useSearchParams();
  const choose = (sport: string | null) => {
    vm.setSport(sport);
    setParams(sport === null ? {} : { sport }, { replace: true });
  };
  return (
    <nav className="sports-menu" aria-label={t('sportsTitle')}>
      <ul>
        <li>
          <button type="button" aria-pressed={vm.sport === null} onClick={() => choose(null)}>
            {t('allSports')}
          </button>
        </li>
        {vm.sports.map((sport) => {
          const count = vm.counts[sport];
          return (
            <li key={sport}>
              <button
                type="button"
                aria-pressed={vm.sport === sport}
                onClick={() => choose(sport)}
                data-sport={sport}
              >
                {t(`sports.${sport}`)}
                {count ? (
                  <span className="sports-menu__count">
                    {t('counts', { live: count.live, upcoming: count.upcoming })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** The sportsbook: the sports, live now and upcoming (by time or by league), the player's bets, and the slip. */
function BettingPage() {
  const { t } = useTranslation('betting');
  const vm = useViewModel(BETTING_VM);
  const [params] = useSearchParams();
  const now = useMinute();
  useDocumentTitle(t('title'));
  const sport = params.get('sport');
  useEffect(() => vm.setSport(sport), [vm, sport]);
  const tabs: { key: BettingTab; label: string }[] = [
    { key: 'live', label: t('tabs.live', { n: vm.open.live }) },
    { key: 'upcoming', label: t('tabs.upcoming', { n: vm.open.upcoming }) },
    { key: 'mine', label: t('tabs.mine') },
  ];
  return (
    <div className="page betting" data-page="betting">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <p className="betting__simulated" data-testid="betting-simulated">
        {t('simulated')}
      </p>
      <div className="betting__layout">
        <div className="betting__line">
          <SportsMenu vm={vm} />
          {vm.line.failed ? (
            <p role="alert">{t('lineFailed')}</p>
          ) : vm.line.status === 'reconnecting' || vm.line.status === 'offline' ? (
            <p className="notice" role="status">
              {t(`status.${vm.line.status}`)}
            </p>
          ) : null}
          <Tabs items={tabs} selected={vm.tab} onSelect={vm.setTab} label={t('tabsLabel')}>
            {vm.tab === 'live' ? (
              <EventList
                vm={vm}
                events={vm.live}
                now={now}
                empty={vm.line.loaded ? t('noLive') : t('loading')}
              />
            ) : vm.tab === 'upcoming' ? (
              <>
                <div className="betting__grouping" role="group" aria-label={t('grouping.label')}>
                  {(['time', 'league'] as const).map((grouping) => (
                    <button
                      key={grouping}
                      type="button"
                      aria-pressed={vm.grouping === grouping}
                      onClick={() => vm.setGrouping(grouping)}
                    >
                      {t(`grouping.${grouping}`)}
                    </button>
                  ))}
                </div>
                {vm.grouping === 'time' ? (
                  <EventList
                    vm={vm}
                    events={vm.upcoming}
                    now={now}
                    empty={vm.line.loaded ? t('noUpcoming') : t('loading')}
                  />
                ) : (
                  vm.upcomingByLeague.map((group) => (
                    <section key={group.league.id} className="league-group" aria-label={group.league.name}>
                      <h3 className="league-group__title">
                        <LeagueName name={group.league.name} country={group.league.country} />
                      </h3>
                      <EventList vm={vm} events={group.events} now={now} empty="" />
                    </section>
                  ))
                )}
              </>
            ) : (
              <MyBetsList bets={vm.myBets} loginHint={!vm.slip.currency} format={vm.slip.oddsFormat} />
            )}
          </Tabs>
        </div>
        <SlipDock slip={vm.slip} />
      </div>
      <SeoSection text={vm.seoText} />
    </div>
  );
}

/** A league with its country in the page's language (international competitions have none). */
export function LeagueName({ name, country }: { name: string; country: string | null }) {
  const { i18n } = useTranslation();
  if (country === null) return <>{name}</>;
  let region = country;
  try {
    region =
      new Intl.DisplayNames(
        [i18n.language === 'kz' ? 'kk' : i18n.language === 'br' ? 'pt-BR' : i18n.language],
        { type: 'region' },
      ).of(country) ?? country;
  } catch {
    // An engine without display names: the code stands.
  }
  return (
    <>
      {region} · {name}
    </>
  );
}

export default observer(BettingPage);
