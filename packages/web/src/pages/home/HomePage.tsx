import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { GameSections } from '../../components/games/GameSections.tsx';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { SeoSection } from '../../components/page/SeoSection.tsx';
import { TopTable } from '../../components/content/TopTable.tsx';
import { TournamentCard } from '../../components/content/TournamentCard.tsx';
import { HomeBanners } from './HomeBanners.tsx';
import HomeShelves from './HomeShelves.tsx';
import { HOME_VM } from './HomeViewModel.ts';
import '../../components/page/pages.css';
import './home.css';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

/** How many games of each category the home page shows before "all games". */
const GAMES_PER_CATEGORY = 8;

function HomePage() {
  const { t } = useTranslation('home');
  const vm = useViewModel(HOME_VM);
  useDocumentTitle(t('title'));
  const favouriteOf = (slug: string) => vm.shelves.favouriteOf(slug);

  return (
    <div className="page" data-page="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          {t('title')}
        </h1>
        <p className="home-hero__text">{t('hero.text')}</p>
        <div className="card__actions">
          {/* One clear action (issue 36); the sportsbook and the rest are one tap away in the header. */}
          <ButtonLink to="/games" size="large">
            {t('hero.play')}
          </ButtonLink>
        </div>
      </section>

      <HomeShelves shelves={vm.shelves} />

      {/* The first category's games come before the offers: a phone's first screen shows games to play (each
          category a row to swipe there), the offers one swipe down. */}
      <div className="home-games home-games--first" aria-busy={vm.catalogue.games.status === 'loading'}>
        <LoadableView state={vm.catalogue.games} emptyMessage={t('gamesEmpty')}>
          {() => (
            <GameSections
              sections={vm.catalogue.sections.slice(0, 1)}
              limit={GAMES_PER_CATEGORY}
              favouriteOf={favouriteOf}
              rows
            />
          )}
        </LoadableView>
      </div>

      <HomeBanners vm={vm} />

      {vm.catalogue.games.status === 'ready' && vm.catalogue.sections.length > 1 ? (
        <div className="home-games">
          <GameSections
            sections={vm.catalogue.sections.slice(1)}
            limit={GAMES_PER_CATEGORY}
            favouriteOf={favouriteOf}
            rows
          />
        </div>
      ) : null}

      <section className="page-section" aria-labelledby="home-tournaments">
        <div className="page-section__header">
          <h2 id="home-tournaments" className="page-section__title">
            {t('tournaments.title')}
          </h2>
          <LocalizedLink className="page-link" to="/tournaments">
            {t('tournaments.all')}
          </LocalizedLink>
        </div>
        <LoadableView state={vm.tournaments} emptyMessage={t('tournaments.empty')}>
          {() => (
            <ul className="card-grid card-grid--wide">
              {vm.activeTournaments.map((tournament) => (
                <TournamentCard key={tournament.id} tournament={tournament} headingLevel={3} />
              ))}
            </ul>
          )}
        </LoadableView>
      </section>

      <section className="page-section" aria-labelledby="home-top">
        <div className="page-section__header">
          <h2 id="home-top" className="page-section__title">
            {t('top.title')}
          </h2>
          <LocalizedLink className="page-link" to="/top">
            {t('top.all')}
          </LocalizedLink>
        </div>
        <LoadableView
          state={vm.top}
          emptyMessage={t('top.empty')}
          emptyAction={
            <ButtonLink to="/games" variant="secondary">
              {t('hero.play')}
            </ButtonLink>
          }
        >
          {() => <TopTable entries={vm.topWins} caption={t('top.title')} />}
        </LoadableView>
      </section>

      <LiveFeedSlot />

      <SeoSection text={vm.seoText} />
    </div>
  );
}

export default observer(HomePage);
