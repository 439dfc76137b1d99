import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { BetPanel } from './bet/BetPanel.tsx';
import { BET_PANEL_VM } from './bet/BetPanelViewModel.ts';
import { OtherGames } from './OtherGames.tsx';
import type { StakeOnlyGame } from '../../components/games/gameRoutes.ts';
import '../../components/page/pages.css';

/**
 * An in-house game not yet played for real here (hilo): how it is played and the bet panel with the §9 limits of
 * the player's currency.
 */
function OriginalGamePage({ game }: { game: StakeOnlyGame }) {
  const { t } = useTranslation('games');
  const panel = useViewModel(BET_PANEL_VM);
  // Chosen while rendering (the call is idempotent): the panel's first paint then has its full height. From an effect
  // a frame without the panel reached the screen, and its arrival pushed the page below down (CLS).
  panel.chooseGame(game);
  useDocumentTitle(t(`original.${game}`));
  return (
    <div className="page" data-page={`game-${game}`}>
      <PageHeading subtitle={t(`originalAbout.${game}.tagline`)}>{t(`original.${game}`)}</PageHeading>
      <div className="two-columns">
        <section className="page-section" aria-labelledby="game-rules">
          <h2 id="game-rules" className="page-section__title">
            {t('rulesTitle')}
          </h2>
          <p className="page-text">{t(`originalAbout.${game}.rules`)}</p>
          <p className="notice">{t('realPlaySoon')}</p>
        </section>
        <BetPanel panel={panel} />
      </div>
      <OtherGames current={game} />
    </div>
  );
}

export default observer(OriginalGamePage);
