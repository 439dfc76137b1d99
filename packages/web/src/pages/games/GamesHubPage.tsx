import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { GAME_CATALOGUE_VM } from '../../components/games/GameCatalogueViewModel.ts';
import { GameSections } from '../../components/games/GameSections.tsx';
import { SubNav } from '../../components/page/SubNav.tsx';
import '../../components/page/pages.css';

/** The lobby: every category of ContentApi's games, and the ways to the game sections. */
function GamesHubPage() {
  const { t } = useTranslation(['gameLists', 'games']);
  const vm = useViewModel(GAME_CATALOGUE_VM);
  usePreload(() => vm.load());
  useEffect(() => void vm.load(), [vm]);
  useDocumentTitle(t('hub.title'));
  return (
    <div className="page" data-page="games">
      <PageHeading subtitle={t('hub.subtitle')}>{t('hub.title')}</PageHeading>
      <SubNav
        label={t('hub.sections')}
        items={[
          { to: '/games/slots', label: t('list.slots') },
          { to: '/games/live-casino', label: t('list.live-casino') },
          { to: '/games/cases', label: t('games:cases.title') },
          { to: '/games/rooms', label: t('games:rooms.title') },
        ]}
      />
      <LoadableView state={vm.games} emptyMessage={t('hub.empty')}>
        {() => <GameSections sections={vm.sections} />}
      </LoadableView>
      <ButtonLink to="/tournaments" variant="secondary">
        {t('hub.tournaments')}
      </ButtonLink>
    </div>
  );
}

export default observer(GamesHubPage);
