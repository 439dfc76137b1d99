import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LIVE_TABLES, type TableOutcome, type TableRoundCheck } from '@casino/core/tables';
import { formatTimes } from '../../../components/games/formatGame.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { roundingWords } from '../RoundingStep.tsx';
import type { LiveVerifierViewModel } from './LiveVerifierViewModel.ts';
import type { CrashCashOutCheck } from './crashCashOutCheck.ts';

/** A check's verdict in words, never by colour alone. */
function Verdict({ ok, text }: { readonly ok: boolean; readonly text: string }) {
  const { t } = useTranslation('fairnessVerifier');
  return (
    <li className={ok ? 'verifier__ok' : 'verifier__bad'}>
      <strong>{ok ? t('live.matches') : t('live.differs')}</strong> {text}
    </li>
  );
}

/**
 * A crash cash-out's rounding step (docs/fairness.md, "Crash", issue 33): what stake × multiplier owes in minor units,
 * the draw from the round's hash and the bet's key, what that pays, and whether it is what the bet was paid.
 */
function CashOutRounding({ check }: { readonly check: CrashCashOutCheck }) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
  const { rounding, claimed } = check;
  const { key, values } = roundingWords(rounding, iso, {
    whole: 'live.cashOutWhole',
    up: 'live.cashOutUp',
    down: 'live.cashOutDown',
  });
  return (
    <>
      <p data-testid="crash-cash-out-rounding">{t(key, values)}</p>
      {claimed !== null ? (
        <ul>
          <Verdict ok={claimed === rounding.paid} text={t('live.cashOutClaimed', { paid: claimed })} />
        </ul>
      ) : null}
    </>
  );
}

/** What the live round's seeds give, and whether that is what the round showed. */
export const LiveVerifierResult = observer(function LiveVerifierResult({
  vm,
}: {
  readonly vm: LiveVerifierViewModel;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const { iso } = useLocale();
  const result = vm.verification;
  if (!result) return null;
  const times = (hundredths: number) => formatTimes(hundredths, iso);
  if (result.game === 'crash') {
    const { check } = result;
    return (
      <section className="verifier__result" aria-live="polite" data-live-verification="crash">
        <p>{t('live.crashGives', { multiplier: times(check.crashHundredths) })}</p>
        <ul>
          {result.claimed !== null ? (
            <Verdict
              ok={check.crashMatches}
              text={t('live.crashClaimed', { multiplier: times(result.claimed) })}
            />
          ) : null}
          {result.chained ? (
            <Verdict ok={check.chainMatches} text={t('live.chain')} />
          ) : (
            <li>{t('live.chainNotChecked')}</li>
          )}
          {result.saltFromSeeds !== null ? (
            <Verdict ok={result.saltFromSeeds} text={t('live.saltFromSeeds')} />
          ) : null}
        </ul>
        {result.cashOut ? <CashOutRounding check={result.cashOut} /> : null}
      </section>
    );
  }
  if (result.game === 'table') return <TableRoundResult table={result.table} check={result.check} />;
  const { check } = result;
  return (
    <section className="verifier__result" aria-live="polite" data-live-verification="room">
      <p className="verifier__hex">{t('live.roomClientSeed', { seed: check.clientSeed })}</p>
      <p>{t('live.roomSeat', { seat: check.winningSeat + 1, seats: result.seats })}</p>
      <ul>
        <Verdict ok={check.seedMatches} text={t('live.seedCommitted')} />
        {result.claimed !== null ? (
          <Verdict ok={check.seatMatches} text={t('live.roomClaimed', { seat: result.claimed })} />
        ) : null}
      </ul>
    </section>
  );
});

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♦', '♥', '♠', '♣'];
/** A card of the endless deck as it is printed: rank, then suit (card ÷ 4, card mod 4). */
const cardName = (card: number) => `${RANKS[Math.floor(card / 4)] ?? '?'}${SUITS[card % 4] ?? ''}`;
const cardsName = (cards: readonly number[]) => cards.map(cardName).join(' ');

/** What a live table's revealed seed draws (issue 19), said in words, and whether it is the seed committed. */
function TableRoundResult({ table, check }: { readonly table: string; readonly check: TableRoundCheck }) {
  const { t } = useTranslation('fairnessVerifier');
  return (
    <section className="verifier__result" aria-live="polite" data-live-verification="table">
      <p>
        {t('live.tableRound', {
          table: LIVE_TABLES[table]?.title ?? table,
          message: check.firstRound.message,
          u32: check.u32s[0] ?? 0,
        })}
      </p>
      <p>{outcomeText(t, check.outcome)}</p>
      <ul>
        {check.seedMatches === null ? (
          <li>{t('live.seedNotChecked')}</li>
        ) : (
          <Verdict ok={check.seedMatches} text={t('live.seedCommitted')} />
        )}
        {check.chainMatches === null ? (
          <li>{t('live.chainNotChecked')}</li>
        ) : (
          <Verdict ok={check.chainMatches} text={t('live.chain')} />
        )}
      </ul>
    </section>
  );
}

function outcomeText(t: TFunction<'fairnessVerifier'>, outcome: TableOutcome): string {
  switch (outcome.kind) {
    case 'roulette':
      return t('live.tableRoulette', { pocket: outcome.pocket });
    case 'wheel':
      return t('live.tableWheel', { segment: outcome.segment, value: outcome.value });
    case 'baccarat':
      return t('live.tableBaccarat', {
        player: cardsName(outcome.player),
        playerTotal: outcome.playerTotal,
        banker: cardsName(outcome.banker),
        bankerTotal: outcome.bankerTotal,
        winner: t(`live.winners.${outcome.winner}`),
      });
    case 'andar-bahar':
      return t('live.tableAndarBahar', {
        joker: cardName(outcome.joker),
        andar: cardsName(outcome.andar),
        bahar: cardsName(outcome.bahar),
        winner: t(`live.winners.${outcome.winner}`),
      });
    case 'blackjack': {
      const round = t('live.tableBlackjack', {
        player: cardsName(outcome.player),
        up: cardName(outcome.dealer[0] ?? 0),
        dealer: cardsName(outcome.dealer),
        total: outcome.dealerTotal,
      });
      // A hand's own hit cards (issue 33), when its key was given.
      return outcome.hits.length === 0
        ? round
        : `${round} ${t('live.tableBlackjackHand', { hits: cardsName(outcome.hits.slice(0, 5)) })}`;
    }
  }
}
