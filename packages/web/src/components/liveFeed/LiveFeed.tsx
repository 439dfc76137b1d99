import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, moneyFromMinor, type FeedPlay } from '@casino/core';
import { MoneyText } from '../MoneyText.tsx';
import { formatTimes } from '../games/formatGame.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Tabs } from '../Tabs.tsx';
import { TableScroll } from '../page/TableScroll.tsx';
import { useInjection } from '../../di/useInjection.ts';
import { TOKENS } from '../../di/tokens.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { LiveFeedViewModel, type FeedTab } from './LiveFeedViewModel.ts';
import '../page/pages.css';
import './liveFeed.css';

/**
 * Originals and the cases have the name their tile has; a provider's game keeps the name the catalogue gives it (asked
 * for as a missing translation, each provider game's row logged a missing-key warning).
 */
function useGameName(): (play: FeedPlay) => string {
  const { t, i18n } = useTranslation('lobby');
  return (play) => {
    if (play.game === 'rooms') return t('feed.rooms');
    const key = `originalTitle.${play.game}`;
    return i18n.exists(key, { ns: 'lobby' }) ? t(key) : play.title;
  };
}

function PlayRow({ play }: { play: FeedPlay }) {
  const { t } = useTranslation('lobby');
  const { iso } = useLocale();
  const gameName = useGameName();
  const won = play.payoutMinor > play.stakeMinor;
  const outcome = play.payoutMinor === 0 ? 'lost' : won ? 'won' : 'returned';
  const time = dateTimeFormat(iso, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(play.at);
  return (
    <tr data-outcome={outcome}>
      <td>{gameName(play)}</td>
      {/* A player who hides their statistics is "Hidden" to others, and sees their own name marked so (issue 34). */}
      <td>
        {play.player === null
          ? t('feed.hidden')
          : play.hidden
            ? t('feed.hiddenOwn', { name: play.player })
            : play.player}
      </td>
      <td className="data-table__number live-feed__wide">
        <time dateTime={new Date(play.at).toISOString()}>{time}</time>
      </td>
      <td className="data-table__number live-feed__wide">
        <MoneyText money={moneyFromMinor(play.stakeMinor, play.currency)} />
      </td>
      <td className="data-table__number">
        {play.multiplier === null ? '—' : formatTimes(play.multiplier, iso)}
      </td>
      <td className="data-table__number live-feed__payout">
        {/* The outcome in words as well as in colour. */}
        <span className="visually-hidden">{t(`feed.outcome.${outcome}`)} </span>
        <MoneyText money={moneyFromMinor(play.payoutMinor, play.currency)} />
      </td>
    </tr>
  );
}

/**
 * The feed's view model for this mount, made here rather than in a page folder's models: the feed is loaded apart
 * from the pages that show it (home, every game), and its code stays off their first load. Started once mounted,
 * released on unmount; a second start after a release (React's strict mode) listens again.
 */
function useLiveFeed(): LiveFeedViewModel {
  const channel = useInjection(TOKENS.LiveChannel);
  const vm = useMemo(() => new LiveFeedViewModel({ channel }), [channel]);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return vm;
}

/**
 * The live feed of bets and big wins from real play in every game (issue 17): all bets or the big wins only, the
 * newest first, names masked. The table is not a live region: a screen reader reads it when the player goes to it,
 * not at every bet.
 */
export const LiveFeed = observer(function LiveFeed() {
  const { t } = useTranslation('lobby');
  const vm = useLiveFeed();
  const tabs: readonly { key: FeedTab; label: string }[] = [
    { key: 'all', label: t('feed.all') },
    { key: 'big', label: t('feed.big') },
  ];
  const rows = vm.shown;
  return (
    <section className="page-section live-feed" aria-labelledby="live-feed-title" data-testid="live-feed">
      <h2 id="live-feed-title" className="page-section__title">
        {t('feed.title')}
      </h2>
      <Tabs label={t('feed.title')} items={tabs} selected={vm.tab} onSelect={(tab) => vm.choose(tab)}>
        {!vm.received ? (
          // Not a data region's loading state: the feed garnishes the page, which is ready without it.
          <p className="page-text" role="status">
            {t('feed.loading')}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState message={vm.tab === 'all' ? t('feed.empty') : t('feed.emptyBig')} />
        ) : (
          <TableScroll label={t('feed.title')}>
            <table className="data-table live-feed__table">
              <thead>
                <tr>
                  <th scope="col">{t('feed.game')}</th>
                  <th scope="col">{t('feed.player')}</th>
                  <th scope="col" className="data-table__number live-feed__wide">
                    {t('feed.time')}
                  </th>
                  <th scope="col" className="data-table__number live-feed__wide">
                    {t('feed.stake')}
                  </th>
                  <th scope="col" className="data-table__number">
                    {t('feed.multiplier')}
                  </th>
                  <th scope="col" className="data-table__number">
                    {t('feed.payout')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((play) => (
                  <PlayRow key={play.id} play={play} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Tabs>
    </section>
  );
});

export default LiveFeed;
