import { useTranslation } from 'react-i18next';
import { SubNav } from '../../components/page/SubNav.tsx';
import { ORIGINAL_GAMES, type OriginalGame } from '../../components/games/gameRoutes.ts';

/** Links to the other in-house games. */
export function OtherGames({ current }: { current?: OriginalGame }) {
  const { t } = useTranslation('games');
  const items = ORIGINAL_GAMES.filter((game) => game !== current).map((game) => ({
    to: `/games/${game}`,
    label: t(`original.${game}`),
  }));
  return (
    <section className="page-section" aria-labelledby="other-games">
      <h2 id="other-games" className="page-section__title">
        {t('otherGames')}
      </h2>
      <SubNav
        items={[
          ...items,
          { to: '/games/cases', label: t('cases.title') },
          { to: '/games/rooms', label: t('rooms.title') },
        ]}
        label={t('otherGames')}
      />
    </section>
  );
}
