import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROOM_GAMES } from '@casino/core';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { BetPanel } from './bet/BetPanel.tsx';
import { BET_PANEL_VM } from './bet/BetPanelViewModel.ts';
import type { Room } from '../../components/games/gameRoutes.ts';
import '../../components/page/pages.css';

export type { Room } from '../../components/games/gameRoutes.ts';

/** One room: its fixed stake of §9 in the bet panel. */
function RoomPage({ room }: { room: Room }) {
  const { t } = useTranslation('games');
  const panel = useViewModel(BET_PANEL_VM);
  // Chosen while rendering (the call is idempotent): the panel's first paint then has its full height. From an effect
  // a frame without the panel reached the screen, and its arrival pushed the page below down (CLS).
  panel.chooseGame(ROOM_GAMES[room]);
  useDocumentTitle(t(`room.${room}`));
  return (
    <div className="page" data-page={`room-${room}`}>
      <PageHeading subtitle={t(`roomAbout.${room}`)}>{t(`room.${room}`)}</PageHeading>
      <div className="two-columns">
        <section className="page-section" aria-labelledby="room-rules">
          <h2 id="room-rules" className="page-section__title">
            {t('rulesTitle')}
          </h2>
          <p className="page-text">{t('rooms.rules')}</p>
          <p className="notice">{t('realPlaySoon')}</p>
        </section>
        <BetPanel panel={panel} />
      </div>
      <ButtonLink to="/games/rooms" variant="secondary">
        {t('rooms.all')}
      </ButtonLink>
    </div>
  );
}

export default observer(RoomPage);
