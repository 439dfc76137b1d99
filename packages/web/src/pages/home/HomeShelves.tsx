import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GameTile } from '../../components/games/GameTile.tsx';
import type { PlayerShelves } from './PlayerShelves.ts';

/**
 * A player's favourites and recently played near the top of the home page (issue 36), each a row of tiles under its
 * heading that scrolls sideways (each tile's links and favourite mark are in the tab order, so a keyboard reaches
 * every tile); nothing at all when both are empty.
 */
function HomeShelves({ shelves }: { shelves: PlayerShelves }) {
  const { t } = useTranslation('lobby');
  return shelves.shelves.map((shelf) => (
    <section key={shelf.kind} className="page-section" aria-labelledby={`home-shelf-${shelf.kind}`}>
      <h2 id={`home-shelf-${shelf.kind}`} className="page-section__title">
        {t(`shelf.${shelf.kind}`)}
      </h2>
      <ul className="game-shelf" data-shelf={shelf.kind}>
        {shelf.games.map((game) => (
          <GameTile key={game.id} game={game} favourite={shelves.favouriteOf(game.slug)} />
        ))}
      </ul>
    </section>
  ));
}

export default observer(HomeShelves);
