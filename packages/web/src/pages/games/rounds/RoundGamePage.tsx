import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { formatMoney, type RevealedSeedPair } from '@casino/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Button } from '../../../components/Button.tsx';
import { useStakeOutcome } from '../../../components/games/useStakeOutcome.ts';
import { FairnessButton } from '../../../components/fairness/FairnessButton.tsx';
import { LocalizedLink } from '../../../components/LocalizedLink.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { BetPanel } from '../bet/BetPanel.tsx';
import { SaferPlayRefusal } from '../../../components/saferPlay/SaferPlayRefusal.tsx';
import { OtherGames } from '../OtherGames.tsx';
import type { RoundEvent, RoundPlay } from './RoundPlay.ts';
import { roundVerifierPath } from '../../../components/fairness/roundVerifierQuery.ts';
import '../../../components/page/pages.css';
import '../play/play.css';
import './rounds.css';
import { LiveFeedSlot } from '../../../components/liveFeed/LiveFeedSlot.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';

export interface RoundGamePageProps {
  readonly play: RoundPlay;
  /** The table: the grid or the cards. */
  readonly board: ReactNode;
  /** What the player sets before a round besides the stake (the number of mines). */
  readonly setup?: ReactNode;
  /** What cashing out pays now, shown on the cash-out button's side. */
  readonly payout: ReactNode;
  /** The last step in words, for the live region and the line under the board. */
  readonly describe: (event: RoundEvent) => string;
  readonly onStart: () => void;
}

/**
 * The page of a miner or hilo table: the board, the stake panel while no round is open, the cash-out while one is,
 * what happened in a polite live region, the Fairness dialog, the rules, and the link to verify a finished round.
 */
export const RoundGamePage = observer(function RoundGamePage(props: RoundGamePageProps) {
  const { play, board, setup, payout, describe, onStart } = props;
  const { t } = useTranslation(['gameRounds', 'games']);
  const money = useStakeOutcome();
  const { iso } = useLocale();
  const revealed = useCallback((pair: RevealedSeedPair) => play.reveal(pair), [play]);
  const game = play.game;
  useDocumentTitle(t(`games:original.${game}`));
  const round = play.round;
  const sentence = play.event ? describe(play.event) : '';
  // The step that ends a round takes its buttons away: focus goes to what the round came to, not to the page's top.
  const finished = useRef<HTMLParagraphElement>(null);
  const ended = play.event && play.event.kind !== 'resume' && play.event.round.status !== 'open';
  useEffect(() => {
    if (ended) finished.current?.focus();
  }, [ended, play.event?.seq]);
  return (
    <div className="page" data-page={`game-${game}`}>
      <PageHeading subtitle={t(`games:originalAbout.${game}.tagline`)}>
        {t(`games:original.${game}`)}
      </PageHeading>
      <div className="instant-game">
        <section className="instant-game__board" aria-label={t('games:play.board')} aria-busy={play.busy}>
          {board}
          <p className="instant-game__outcome" data-testid="round-outcome" aria-hidden="true">
            {sentence}
          </p>
        </section>
        <div className="instant-game__side">
          {play.canStart ? (
            <div className="bet-panel">
              {setup}
              <BetPanel
                panel={play.panel}
                onPlace={onStart}
                embedded
                submitLabelKey="gameRounds:rounds.start"
              />
            </div>
          ) : (
            <div className="bet-panel round-cashout">
              <p className="round-cashout__payout">
                {t('rounds.payoutNow')} <span data-testid="round-payout">{payout}</span>
              </p>
              {play.payoutMayRoundUp && round ? (
                <p className="bet-panel__note" data-testid="round-payout-rounding">
                  {t('rounds.payoutRounding', {
                    unit: formatMoney({ minor: 1, currency: round.stake.currency }, iso),
                  })}
                </p>
              ) : null}
              <Button
                size="large"
                onClick={() => void play.cashOut()}
                aria-disabled={!play.canCashOut || undefined}
                busy={play.busy}
                data-testid="round-cashout"
              >
                {t('rounds.cashOut')}
              </Button>
              {round && round.multiplierTenThousandths === 0 ? (
                <p className="bet-panel__note">{t(`rounds.cashOutAfter.${game}`)}</p>
              ) : null}
            </div>
          )}
          <RoundNoticeText play={play} />
          {round && round.status !== 'open' ? (
            <p className="round-finished" data-testid="round-finished" ref={finished} tabIndex={-1}>
              {round.status === 'cashedOut'
                ? `${t('rounds.cashedOut')} ${money(round.stake, round.payout)}`
                : t('rounds.lost')}{' '}
              <LocalizedLink to={roundVerifierPath(round)}>{t('rounds.verify')}</LocalizedLink>
            </p>
          ) : null}
          <FairnessButton onRevealed={revealed} />
        </div>
      </div>
      <section className="page-section" aria-labelledby="game-rules">
        <h2 id="game-rules" className="page-section__title">
          {t('games:rulesTitle')}
        </h2>
        <p className="page-text">{t(`games:originalAbout.${game}.rules`)}</p>
      </section>
      <div
        className="visually-hidden"
        aria-live="polite"
        data-testid="round-announcement"
        data-seq={play.event?.seq}
      >
        {sentence}
      </div>
      <LiveFeedSlot />
      <OtherGames current={game} />
    </div>
  );
});

const RoundNoticeText = observer(function RoundNoticeText({ play }: { readonly play: RoundPlay }) {
  const { t } = useTranslation(['gameRounds', 'games']);
  if (!play.notice) return null;
  const alert = play.notice !== 'resumed';
  return (
    <p
      className={alert ? 'bet-panel__outcome bet-panel__outcome--rejected' : 'bet-panel__note'}
      role={alert ? 'alert' : 'status'}
      data-testid="round-notice"
    >
      {play.refusal ? <SaferPlayRefusal refusal={play.refusal} /> : t(`rounds.notice.${play.notice}`)}
    </p>
  );
});
