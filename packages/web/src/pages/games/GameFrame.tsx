import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameCard } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { SaferPlayRefusal } from '../../components/saferPlay/SaferPlayRefusal.tsx';
import { launchPath, type LaunchMode, type ListCategory } from '../../components/games/gameRoutes.ts';
import type { GameLaunchViewModel } from './GameLaunchViewModel.ts';
import '../../components/games/games.css';

/**
 * The provider's game window filling the game area: a sandboxed iframe that may run its scripts and talk to its own
 * origin, and nothing else (no top navigation, no popups), with fullscreen allowed. The bridge hears this frame only.
 */
function GameFrame({
  vm,
  game,
  mode,
  category,
}: {
  vm: GameLaunchViewModel;
  game: GameCard;
  mode: LaunchMode;
  category: ListCategory;
}) {
  const { t } = useTranslation('gameLists');
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const launched = vm.launched;
  useEffect(() => {
    const window = frame.current?.contentWindow;
    return launched && window ? vm.connect(window) : undefined;
  }, [vm, launched]);

  const other: LaunchMode = mode === 'demo' ? 'play' : 'demo';
  const goFullscreen = () => {
    void area.current?.requestFullscreen?.().catch(() => undefined);
  };
  const busy = vm.frame === 'launching' || vm.frame === 'loading';
  return (
    <section className="page-section" aria-label={t('launch.frameLabel', { title: game.title })}>
      <div className="game-frame game-frame--live" ref={area} data-testid="game-frame" data-frame={vm.frame}>
        {launched ? (
          <iframe
            ref={frame}
            className="game-frame__window"
            src={launched.url}
            title={t('launch.frameLabel', { title: game.title })}
            sandbox="allow-scripts allow-same-origin"
            allow="fullscreen"
            referrerPolicy="no-referrer"
            onLoad={() => vm.frameLoaded()}
          />
        ) : null}
        {busy ? (
          <div className="game-frame__overlay">
            <LoadingState label={t('launch.loading', { title: game.title })} />
          </div>
        ) : null}
        {vm.frame === 'failed' ? (
          <div className="game-frame__overlay">
            <ErrorState message={t('launch.failed')} onRetry={() => void vm.retry()} />
          </div>
        ) : null}
        {vm.frame === 'refused' && vm.refusal ? (
          <div className="game-frame__overlay" role="alert" data-testid="launch-refused">
            <p className="page-text">
              <SaferPlayRefusal refusal={vm.refusal} />
            </p>
          </div>
        ) : null}
        {vm.frame === 'unavailable' ? (
          <div className="game-frame__overlay" role="status">
            <p className="page-text">{t('launch.unavailable')}</p>
          </div>
        ) : null}
      </div>
      {vm.gameError ? (
        <p className="notice notice--error" role="alert">
          {t('launch.gameError')}
        </p>
      ) : null}
      <div className="card__actions">
        <Button variant="secondary" onClick={goFullscreen} disabled={vm.frame !== 'playing'}>
          {t('launch.fullscreen')}
        </Button>
        {other === 'play' || game.hasDemo ? (
          <ButtonLink to={launchPath(category, game.slug, other)} variant="secondary">
            {t(`launch.switchTo.${other}`)}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/games/${category}`} variant="ghost">
          {t(`launch.backTo.${category}`)}
        </ButtonLink>
      </div>
    </section>
  );
}

export default observer(GameFrame);
