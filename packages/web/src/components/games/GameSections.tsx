import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameCard, GameCategory } from '@casino/core';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { GameTile, type FavouriteToggle } from './GameTile.tsx';

const CATEGORY_PAGE: Readonly<Record<GameCategory, string | null>> = {
  originals: null,
  slots: '/games/slots',
  'live-casino': '/games/live-casino',
};

/**
 * Game grids by category, each with a link to its full list; `limit` keeps a teaser short, `favouriteOf` gives a
 * player's tiles their favourite mark (an observer: a mark changes as the player presses it). `rows`: on a phone each
 * category is one row of tiles to swipe (a grid from 600 px up), so a teaser of several categories fits a few screens.
 */
export const GameSections = observer(function GameSections({
  sections,
  limit,
  headingLevel = 2,
  favouriteOf,
  rows = false,
}: {
  sections: readonly { readonly category: GameCategory; readonly games: readonly GameCard[] }[];
  limit?: number;
  headingLevel?: 2 | 3;
  favouriteOf?: (slug: string) => FavouriteToggle | undefined;
  rows?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map(({ category, games }) => {
        const page = CATEGORY_PAGE[category];
        const shown = limit === undefined ? games : games.slice(0, limit);
        return (
          <section key={category} className="page-section" aria-labelledby={`games-${category}`}>
            <div className="page-section__header">
              <Heading id={`games-${category}`} className="page-section__title">
                {t(`category.${category}`)}
              </Heading>
              {page ? (
                <LocalizedLink className="page-link" to={page}>
                  {t('allGames', { count: games.length })}
                </LocalizedLink>
              ) : null}
            </div>
            <ul className={rows ? 'card-grid card-grid--row' : 'card-grid'} data-category={category}>
              {shown.map((game) => (
                <GameTile key={game.id} game={game} favourite={favouriteOf?.(game.slug)} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
});
