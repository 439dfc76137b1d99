import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RoomRound } from '@casino/core';
import { PageHeading } from '../../components/PageHeading.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { liveVerifierLink } from '../../components/fairness/liveVerifierQuery.ts';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { LiveStatus } from '../../components/games/LiveStatus.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { ROOM_VMS } from './rooms/roomTokens.ts';
import { RoomDraw } from './rooms/RoomDraw.tsx';
import type { RoomViewModel } from './rooms/RoomViewModel.ts';
import type { Room } from '../../components/games/gameRoutes.ts';
import '../../components/page/pages.css';
import './rooms/room.css';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

export type { Room } from '../../components/games/gameRoutes.ts';

function Draw({ round }: { round: RoomRound }) {
  const { t } = useTranslation(['gameLive', 'games']);
  const { iso } = useLocale();
  const pot = { minor: round.payoutMinor, currency: 'RUB' as const };
  return (
    <li data-room-round={round.id}>
      <p className="page-text">
        {t('roomGame.winner', {
          id: round.id,
          seat: (round.winningSeat ?? 0) + 1,
          player: round.winner ?? t('crashGame.hidden'),
          amount: formatMoney(pot, iso),
        })}
      </p>
      <details>
        <summary>{t('roomGame.proof')}</summary>
        <p className="room-proof">{t('roomGame.seed', { seed: round.serverSeed ?? '' })}</p>
        <p className="room-proof">{t('roomGame.commitment', { hash: round.serverSeedHashed })}</p>
        {round.serverSeed !== null && round.winningSeat !== null ? (
          <LocalizedLink
            to={liveVerifierLink('room', {
              serverSeed: round.serverSeed,
              commitment: round.serverSeedHashed,
              roundId: String(round.id),
              clientSeeds: round.entries.map((entry) => entry.clientSeed).join(','),
              seats: String(round.entries.reduce((sum, entry) => sum + entry.seats, 0)),
              winningSeat: String(round.winningSeat + 1),
            })}
          >
            {t('roomGame.verify', { id: round.id })}
          </LocalizedLink>
        ) : null}
      </details>
    </li>
  );
}

function Seats({ vm }: { vm: RoomViewModel }) {
  const { t } = useTranslation(['gameLive', 'games']);
  const round = vm.table?.round;
  return (
    <ol className="room-seats" data-room-seats="">
      {(round?.entries ?? []).map((entry, index) => (
        <li key={index} data-mine={entry.mine ? 'true' : undefined}>
          {t('roomGame.entry', {
            player: entry.mine ? t('crashGame.you') : (entry.player ?? t('crashGame.hidden')),
            number: entry.seats,
          })}
        </li>
      ))}
    </ol>
  );
}

/** One room played for real (issue 17): seats at its fixed stake, the countdown, the draw, past rounds with proofs. */
function RoomPage({ room }: { room: Room }) {
  const { t } = useTranslation(['gameLive', 'games']);
  const vm = useViewModel(ROOM_VMS[room]);
  useDocumentTitle(t(`room.${room}`));
  const notice = vm.notice;
  const seconds = vm.secondsLeft;
  return (
    <div className="page" data-page={`room-${room}`}>
      <PageHeading subtitle={t(`roomAbout.${room}`)}>{t(`room.${room}`)}</PageHeading>
      <LiveStatus status={vm.status} />
      {vm.reveal ? <RoomDraw key={vm.reveal.round.id} round={vm.reveal.round} live={vm.reveal.live} /> : null}
      <div className="two-columns">
        <section className="page-section" aria-labelledby="room-round">
          <h2 id="room-round" className="page-section__title">
            {t('roomGame.round', { id: vm.table?.round.id ?? '' })}
          </h2>
          <p className="page-text">
            {t('games:rooms.stake')}: <MoneyText money={vm.seatPrice} /> · {t('roomGame.pot')}:{' '}
            <MoneyText money={vm.pot} className="room-pot" />
          </p>
          <p className="page-text" role="timer" aria-live="off">
            {seconds === null ? t('roomGame.waiting') : t('roomGame.countdown', { seconds })}
          </p>
          <Seats vm={vm} />
          <div className="room-join">
            <label className="field__label" htmlFor="room-seats">
              {t('roomGame.seats')}
            </label>
            <input
              id="room-seats"
              className="field__input"
              type="number"
              min={1}
              max={10}
              value={vm.seats}
              onChange={(event) => vm.setSeats(Number(event.target.value))}
            />
            <Button
              disabled={!vm.canJoin}
              aria-describedby={vm.joinsClosed ? 'room-joins-closed' : undefined}
              onClick={() => void vm.join()}
            >
              {t('roomGame.join', { number: vm.seats })}
            </Button>
          </div>
          {vm.joinsClosed ? (
            <p id="room-joins-closed" className="page-text">
              {t('live.refusal.joins_closed')}
            </p>
          ) : null}
          {notice ? (
            <p className="notice" role="alert">
              {notice.kind === 'joined'
                ? t('roomGame.joined', { number: notice.seats })
                : t(`live.refusal.${notice.reason}`)}
            </p>
          ) : null}
          <p className="page-text">{t('games:rooms.rules')}</p>
        </section>
        <section className="page-section" aria-labelledby="room-history">
          <h2 id="room-history" className="page-section__title">
            {t('roomGame.history')}
          </h2>
          <ol className="room-history">
            {(vm.table?.history ?? []).map((round) => (
              <Draw key={round.id} round={round} />
            ))}
          </ol>
        </section>
      </div>
      <ButtonLink to="/games/rooms" variant="secondary">
        {t('games:rooms.all')}
      </ButtonLink>
      <LiveFeedSlot />
    </div>
  );
}

export default observer(RoomPage);
