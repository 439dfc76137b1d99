import { useTranslation } from 'react-i18next';
import type { GameCard } from '@casino/core';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { launchPath, type LaunchMode, type ListCategory } from '../../components/games/gameRoutes.ts';
import '../../components/games/games.css';

/**
 * The area the provider's game window fills. No provider is connected to the app yet, so it shows the game's title
 * and provider and says so, and offers the other mode.
 */
export function GameFrame({
  game,
  mode,
  category,
}: {
  game: GameCard;
  mode: LaunchMode;
  category: ListCategory;
}) {
  const { t } = useTranslation('games');
  const other: LaunchMode = mode === 'demo' ? 'play' : 'demo';
  return (
    <section className="page-section" aria-label={t('launch.frameLabel', { title: game.title })}>
      <div className="game-frame" data-testid="game-frame">
        <div className="game-frame__screen" aria-hidden="true">
          {game.image ? <img className="game-frame__backdrop" src={game.image} alt="" /> : null}
        </div>
        <div className="game-frame__caption">
          <p className="game-frame__title">{game.title}</p>
          <p className="game-frame__provider">{t('launch.provider', { provider: game.provider })}</p>
          <p className="game-frame__status">{t(`launch.status.${mode}`)}</p>
        </div>
      </div>
      <div className="card__actions">
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
