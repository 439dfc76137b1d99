import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyFromMinor, type OddsFormat, type SportsBet } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import './myBets.css';
import type { MyBetsViewModel } from './MyBetsViewModel.ts';
import { betLegText, formatOdds } from './sportsText.ts';

function BetCard({ bet, format }: { bet: SportsBet; format: OddsFormat }) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const money = (minor: number) => formatMoney(moneyFromMinor(minor, bet.currency), iso);
  return (
    <li className={`my-bet my-bet--${bet.status}`} data-bet={bet.id} data-status={bet.status}>
      <p className="my-bet__head">
        <span>
          {t(`slip.${bet.kind}`)} · {t('myBets.number', { id: bet.id })}
        </span>
        <span className="my-bet__status">{t(`status.${bet.status}`)}</span>
      </p>
      <ul className="my-bet__legs">
        {bet.legs.map((leg) => {
          const text = betLegText(t, leg, iso);
          return (
            <li key={leg.selectionId}>
              <span>
                {leg.home} — {leg.away}
                {leg.score ? ` (${leg.score.home}:${leg.score.away})` : ''}
              </span>
              <span>
                {text.market}: {text.selection} @ {formatOdds(leg.odds, format, iso)}
              </span>
              <span className="my-bet__leg-result">
                {leg.result ? t(`status.${leg.result}`) : t('status.open')}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="my-bet__sums">
        <dt>{t('myBets.stake')}</dt>
        <dd>{money(bet.stakeMinor)}</dd>
        <dt>{t('slip.totalOdds')}</dt>
        <dd>{formatOdds(bet.totalOdds, format, iso)}</dd>
        <dt>{bet.returnMinor === null ? t('slip.return') : t('myBets.paid')}</dt>
        <dd data-testid="bet-return">{money(bet.returnMinor ?? bet.potentialReturnMinor)}</dd>
      </dl>
    </li>
  );
}

/** The player's sports bets: open ones, then settled ones, each with its legs and what it returned. */
export const MyBetsList = observer(function MyBetsList({
  bets,
  loginHint,
  format,
}: {
  bets: MyBetsViewModel;
  loginHint?: boolean;
  /** The odds format to show; the one kept on the device when not given. */
  format?: OddsFormat;
}) {
  const { t } = useTranslation('betting');
  if (loginHint) return <p className="page-muted">{t('myBets.login')}</p>;
  if (!bets.loaded) return <p className="page-muted">{t('loading')}</p>;
  if (bets.error) return <p role="alert">{t('myBets.failed')}</p>;
  return (
    <div className="my-bets" data-testid="my-bets">
      <h3 className="my-bets__title">{t('myBets.open')}</h3>
      {bets.open.length === 0 ? (
        <p className="page-muted">{t('myBets.noneOpen')}</p>
      ) : (
        <ul className="my-bets__list" data-testid="my-bets-open">
          {bets.open.map((bet) => (
            <BetCard key={bet.id} bet={bet} format={format ?? bets.oddsFormat} />
          ))}
        </ul>
      )}
      <h3 className="my-bets__title">{t('myBets.settled')}</h3>
      {bets.settled.length === 0 ? (
        <p className="page-muted">{t('myBets.noneSettled')}</p>
      ) : (
        <ul className="my-bets__list" data-testid="my-bets-settled">
          {bets.settled.map((bet) => (
            <BetCard key={bet.id} bet={bet} format={format ?? bets.oddsFormat} />
          ))}
        </ul>
      )}
    </div>
  );
});
