import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { GAME_LAUNCH_VM } from './GameLaunchViewModel.ts';
import { launchPath, type LaunchMode, type ListCategory } from '../../components/games/gameRoutes.ts';
import GameFrame from './GameFrame.tsx';
import '../../components/page/pages.css';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

/** A slot or live table in demo or for real money; real money asks a visitor to log in first. */
function GameLaunchPage({ category, mode }: { category: ListCategory; mode: LaunchMode }) {
  const { slots = '' } = useParams();
  const { t } = useTranslation('gameLists');
  const vm = useViewModel(GAME_LAUNCH_VM);
  usePreload(() => vm.prepare(category, slots, mode));
  useEffect(() => void vm.open(category, slots, mode), [vm, category, slots, mode]);
  // A visitor who logs in on a real-money page gets the game then.
  const state = vm.state;
  useEffect(() => {
    if (state === 'ready') void vm.launch();
  }, [vm, state]);
  const game = vm.game;
  const title = game ? t(`launch.${mode}`, { title: game.title }) : t(`launch.generic.${mode}`);
  useDocumentTitle(title);

  return (
    <div className="page" data-page={`launch-${mode}`}>
      <PageHeading subtitle={game?.provider}>{title}</PageHeading>
      {vm.state === 'loading' ? <LoadingState /> : null}
      {vm.state === 'error' ? <ErrorState onRetry={() => void vm.retry()} /> : null}
      {vm.state === 'notFound' ? (
        <div className="notice notice--error" role="alert">
          <p className="page-text">{t('launch.notFound')}</p>
          <ButtonLink to={`/games/${category}`} variant="secondary">
            {t(`launch.backTo.${category}`)}
          </ButtonLink>
        </div>
      ) : null}
      {vm.state === 'loginRequired' ? (
        <div className="notice" role="status">
          <p className="page-text">{t('launch.loginRequired')}</p>
          <div className="card__actions">
            <Button onClick={() => vm.askToLogIn()}>{t('launch.logIn')}</Button>
            {game?.hasDemo ? (
              <ButtonLink to={launchPath(category, game.slug, 'demo')} variant="secondary">
                {t('launch.tryDemo')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      ) : null}
      {vm.state === 'noDemo' && game ? (
        <div className="notice" role="status">
          <p className="page-text">{t('launch.noDemo')}</p>
          <ButtonLink to={launchPath(category, game.slug, 'play')}>{t('launch.playForReal')}</ButtonLink>
        </div>
      ) : null}
      {vm.state === 'ready' && game ? (
        <GameFrame vm={vm} game={game} mode={mode} category={category} />
      ) : null}
      <LiveFeedSlot />
    </div>
  );
}

export default observer(GameLaunchPage);
