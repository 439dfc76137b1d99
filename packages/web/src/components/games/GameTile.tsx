import { useTranslation } from 'react-i18next';
import type { GameCard } from '@casino/core';
import { Card } from '../Card.tsx';
import { Button } from '../Button.tsx';
import { ButtonLink } from '../ButtonLink.tsx';
import { gamePath, launchPath } from './gameRoutes.ts';
import './games.css';

/** A player's favourite mark on a tile: pressed when the game is a favourite. */
export interface FavouriteToggle {
  readonly pressed: boolean;
  readonly toggle: () => void;
}

/** One game in a grid: picture, title, provider and the ways in (demo, play or the game's page). */
export function GameTile({
  game,
  favourite,
  freeSpins = 0,
}: {
  game: GameCard;
  favourite?: FavouriteToggle;
  /** The player's active free spins of this game, played first when it launches. */
  freeSpins?: number;
}) {
  const { t } = useTranslation('lobby');
  const path = gamePath(game);
  // The lobby names the in-house games in English; the page shows them in the player's language.
  const title =
    game.category === 'originals'
      ? t(`originalTitle.${game.slug}`, { defaultValue: game.title })
      : game.title;
  return (
    <Card as="li" className="game-tile">
      <div className="game-tile__picture" aria-hidden="true">
        {game.image ? <img src={game.image} alt="" width={320} height={240} loading="lazy" /> : null}
      </div>
      <p className="game-tile__title">{title}</p>
      {/* The house's own games carry the house's name in words, in the player's language (issue 38). */}
      <p className="game-tile__provider">{game.category === 'originals' ? t('tile.house') : game.provider}</p>
      {freeSpins > 0 ? (
        <p className="game-tile__free-spins">{t('tile.freeSpins', { count: freeSpins })}</p>
      ) : null}
      <div className="card__actions">
        {game.category === 'originals' ? (
          path ? (
            <ButtonLink to={path} size="small" aria-label={t('tile.openNamed', { title })}>
              {t('tile.open')}
            </ButtonLink>
          ) : (
            <span className="game-tile__soon">{t('tile.soon')}</span>
          )
        ) : (
          <>
            {game.hasDemo ? (
              <ButtonLink
                to={launchPath(game.category, game.slug, 'demo')}
                size="small"
                variant="secondary"
                aria-label={t('tile.demoNamed', { title })}
              >
                {t('tile.demo')}
              </ButtonLink>
            ) : null}
            <ButtonLink
              to={launchPath(game.category, game.slug, 'play')}
              size="small"
              aria-label={t('tile.playNamed', { title })}
            >
              {t('tile.play')}
            </ButtonLink>
          </>
        )}
        {favourite ? (
          <Button
            size="small"
            variant="ghost"
            aria-pressed={favourite.pressed}
            aria-label={t('tile.favouriteNamed', { title })}
            onClick={favourite.toggle}
          >
            {favourite.pressed ? '★' : '☆'}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
