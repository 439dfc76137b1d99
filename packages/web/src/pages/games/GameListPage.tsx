import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { GAME_LIST_VM } from './GameListViewModel.ts';
import { GameTile } from '../../components/games/GameTile.tsx';
import type { ListCategory } from '../../components/games/gameRoutes.ts';
import '../../components/page/pages.css';

export type { ListCategory } from '../../components/games/gameRoutes.ts';

/** Slots or live casino: the category's games with demo and play links, searchable. */
function GameListPage({ category }: { category: ListCategory }) {
  const { t } = useTranslation('games');
  const vm = useViewModel(GAME_LIST_VM);
  useEffect(() => void vm.open(category), [vm, category]);
  useDocumentTitle(t(`list.${category}`));
  return (
    <div className="page" data-page={category}>
      <PageHeading subtitle={t(`listAbout.${category}`)}>{t(`list.${category}`)}</PageHeading>
      <LoadableView state={vm.games} emptyMessage={t('listEmpty')}>
        {() => (
          <section className="page-section" aria-label={t(`list.${category}`)}>
            <TextField
              className="game-search"
              type="search"
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={vm.search}
              onValueChange={(text) => vm.typeSearch(text)}
            />
            <p className="page-muted" role="status">
              {t('search.count', { count: vm.visibleGames.length })}
            </p>
            {vm.visibleGames.length === 0 ? (
              <EmptyState message={t('search.none')} />
            ) : (
              <ul className="card-grid">
                {vm.visibleGames.map((game) => (
                  <GameTile key={game.id} game={game} />
                ))}
              </ul>
            )}
          </section>
        )}
      </LoadableView>
    </div>
  );
}

export default observer(GameListPage);
