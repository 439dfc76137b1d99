import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { ROOMS_VM } from './rooms/RoomsViewModel.ts';
import '../../components/page/pages.css';
import '../../components/games/games.css';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

/** The three rooms and their one stake each. */
function RoomsPage() {
  const { t } = useTranslation(['gameLive', 'games']);
  const vm = useViewModel(ROOMS_VM);
  useDocumentTitle(t('games:rooms.title'));
  return (
    <div className="page" data-page="rooms">
      <PageHeading subtitle={t('games:rooms.subtitle')}>{t('games:rooms.title')}</PageHeading>
      {vm.openToPlayer ? null : <p className="notice">{t('games:rooms.roublesOnly')}</p>}
      <ul className="card-grid card-grid--wide">
        {vm.rooms.map(({ room, stake }) => (
          <Card as="li" key={room} className={`room-card--${room}`}>
            <h2 className="card__title">{t(`room.${room}`)}</h2>
            <p className="page-muted">{t(`roomAbout.${room}`)}</p>
            {stake ? (
              <p className="page-text">
                {t('games:rooms.stake')}: <MoneyText className="room-stake" money={stake} />
              </p>
            ) : null}
            <div className="card__actions">
              <ButtonLink to={`/games/rooms/${room}`} size="small">
                {t('games:rooms.enter', { name: t(`room.${room}`) })}
              </ButtonLink>
            </div>
          </Card>
        ))}
      </ul>
      <LiveFeedSlot />
    </div>
  );
}

export default observer(RoomsPage);
