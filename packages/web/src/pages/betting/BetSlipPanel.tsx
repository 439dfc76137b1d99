import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  moneyFromMinor,
  ODDS_CHANGE_PREFERENCES,
  ODDS_FORMATS,
  SPORTS_LIMITS,
  type DomainError,
  type OddsChangeLeg,
} from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { SaferPlayRefusal } from '../../components/saferPlay/SaferPlayRefusal.tsx';
import { saferPlayRefusal } from '../../components/saferPlay/saferPlayRefusal.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import type { BetSlipViewModel, SlipNotice } from './BetSlipViewModel.ts';
import { formatOdds, legText } from '../../components/sportsbook/sportsText.ts';

/** Quick stakes: ten, fifty and a hundred times the currency's smallest stake. */
const QUICK = [10, 50, 100];

function ErrorText({ error }: { error: DomainError }) {
  const { t } = useTranslation('betting');
  const refusal = saferPlayRefusal(error);
  if (refusal) return <SaferPlayRefusal refusal={refusal} />;
  if (error.kind === 'insufficientBalance') return <>{t('refused.balance')}</>;
  if (error.kind === 'network') return <>{t('refused.network')}</>;
  if (error.kind === 'unauthorised') return <>{t('refused.login')}</>;
  const key = error.kind === 'server' ? error.messageKey : undefined;
  const known = ['below_min', 'above_max', 'max_return_exceeded', 'total_odds_too_high', 'not_offered'];
  return <>{t(key && known.includes(key) ? `refused.${key}` : 'refused.other')}</>;
}

/**
 * The API refused odds that moved as the bet went (issue 38): each moved leg from the odds sent to the odds the slip
 * shows now (live), and one button that accepts them and places at once; it takes the focus, so one key press does it.
 */
const OddsChanged = observer(function OddsChanged({
  slip,
  changes,
}: {
  slip: BetSlipViewModel;
  changes: readonly OddsChangeLeg[];
}) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const box = useRef<HTMLDivElement>(null);
  useEffect(
    () => box.current?.querySelector<HTMLButtonElement>('[data-testid="slip-accept-place"]')?.focus(),
    [],
  );
  const odds = (value: number) => formatOdds(value, slip.oddsFormat, iso);
  return (
    <div className="slip__notice slip__notice--ask" role="alert" data-testid="slip-odds-changed" ref={box}>
      <p>{t('oddsChanged')}</p>
      <ul className="slip__changes">
        {changes.map((change) => {
          const leg = slip.legs.find((one) => one.selectionId === change.selectionId);
          if (!leg) return null;
          const now = leg.suspended ? t('suspended') : odds(leg.odds);
          return (
            <li key={change.selectionId} data-selection={change.selectionId}>
              {t('oddsChangedLeg', {
                selection: legText(t, leg, iso).selection,
                from: odds(change.from),
                to: now,
              })}
            </li>
          );
        })}
      </ul>
      <Button
        size="small"
        busy={slip.busy}
        disabled={slip.closed}
        onClick={() => void slip.acceptAndPlace()}
        data-testid="slip-accept-place"
      >
        {t('acceptAndPlace')}
      </Button>
    </div>
  );
});

const Notice = observer(function Notice({ slip, notice }: { slip: BetSlipViewModel; notice: SlipNotice }) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const currency = slip.currency ?? 'USD';
  const money = (minor: number) => formatMoney(moneyFromMinor(minor, currency), iso);
  switch (notice.kind) {
    case 'placed':
      return (
        <p className="slip__notice slip__notice--success" role="status" data-testid="slip-placed">
          {t('placed', { id: notice.bet.id, amount: money(notice.bet.potentialReturnMinor) })}
        </p>
      );
    case 'oddsChanged':
      return <OddsChanged slip={slip} changes={notice.changes} />;
    case 'suspended':
      // While the leg is still closed the slip says it beside its button, once.
      if (slip.closed) return null;
      return (
        <p className="slip__notice slip__notice--error" role="alert">
          {t('refused.market_suspended')}
        </p>
      );
    case 'refused': {
      const refusal = notice.refusal;
      const text =
        refusal.reason === 'below_min'
          ? t('refused.below_min_amount', { amount: money(refusal.minStake) })
          : refusal.reason === 'above_max'
            ? t('refused.above_max_amount', { amount: money(refusal.maxStake) })
            : refusal.reason === 'max_return_exceeded'
              ? t('refused.max_return_amount', { amount: money(refusal.maxReturn) })
              : refusal.reason === 'too_many_legs'
                ? t('refused.too_many_legs', { max: refusal.max })
                : t(`refused.${refusal.reason}`);
      return (
        <p className="slip__notice slip__notice--error" role="alert" data-testid="slip-refusal">
          {text}
        </p>
      );
    }
    case 'error':
      return (
        <p className="slip__notice slip__notice--error" role="alert" data-testid="slip-refusal">
          <ErrorText error={notice.error} />
        </p>
      );
  }
});

/** The slip's title with the number of its legs: the column's heading, or the phone dialog's title. */
export const SlipTitle = observer(function SlipTitle({ slip }: { slip: BetSlipViewModel }) {
  const { t } = useTranslation('betting');
  return (
    <>
      {t('slip.title')} <span className="slip__count">{slip.legs.length}</span>
    </>
  );
});

/**
 * The bet slip: its legs (odds that moved marked up or down in words and arrows, a closed market said), the stake
 * with quick stakes, the total odds and the return, the odds format and the odds-change preference, and the button.
 * Inside the phone's dialog it has no heading of its own (`titled={false}`): the dialog's title names it, once.
 */
export const BetSlipPanel = observer(function BetSlipPanel({
  slip,
  titled = true,
}: {
  slip: BetSlipViewModel;
  titled?: boolean;
}) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  const stakeId = useId();
  const formatId = useId();
  const preferenceId = useId();
  const ownHeading = useId();
  const closedId = useId();
  const currency = slip.currency;
  const limits = SPORTS_LIMITS[currency ?? 'USD'];
  const money = (minor: number) => formatMoney(moneyFromMinor(minor, currency ?? 'USD'), iso);
  const potential = slip.potentialReturnMinor;
  return (
    <section className="slip" aria-labelledby={titled ? ownHeading : undefined} data-testid="bet-slip">
      {titled ? (
        <h2 id={ownHeading} className="slip__title">
          <SlipTitle slip={slip} />
        </h2>
      ) : null}
      <p className="slip__simulated">{t('slip.simulated')}</p>
      {slip.legs.length === 0 ? (
        <p className="slip__empty">{t('slip.empty')}</p>
      ) : (
        <>
          <p className="slip__kind">{t(`slip.${slip.kind}`)}</p>
          <ul className="slip__legs">
            {slip.legs.map((leg) => {
              const text = legText(t, leg, iso);
              return (
                <li key={leg.selectionId} className="slip__leg" data-selection={leg.selectionId}>
                  <div className="slip__leg-text">
                    <span className="slip__selection">{text.selection}</span>
                    <span className="slip__market">{text.market}</span>
                    <span className="slip__event">{text.event}</span>
                  </div>
                  <span className={`slip__odds${leg.moved ? ` slip__odds--${leg.moved}` : ''}`}>
                    {formatOdds(leg.odds, slip.oddsFormat, iso)}
                    {leg.moved ? (
                      <span className="slip__moved">
                        <span aria-hidden="true">{leg.moved === 'up' ? ' ▲' : ' ▼'}</span>
                        <span className="visually-hidden"> {t(`odds.moved.${leg.moved}`)}</span>
                      </span>
                    ) : null}
                  </span>
                  {leg.suspended ? <span className="slip__closed">{t('suspended')}</span> : null}
                  <button
                    type="button"
                    className="slip__remove"
                    aria-label={t('slip.remove', { selection: text.selection })}
                    onClick={() => slip.remove(leg.selectionId)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="slip__stake">
            <label htmlFor={stakeId}>{t('slip.stake', { currency: currency ?? '' })}</label>
            <input
              id={stakeId}
              inputMode="decimal"
              autoComplete="off"
              value={slip.stakeText}
              onChange={(event) => slip.setStakeText(event.target.value)}
              data-testid="slip-stake"
            />
            <div className="slip__quick" role="group" aria-label={t('slip.quick')}>
              {QUICK.map((times) => (
                <Button
                  key={times}
                  size="small"
                  variant="secondary"
                  onClick={() => slip.addStake((limits.minStake * times) / 100)}
                >
                  +{money(limits.minStake * times)}
                </Button>
              ))}
            </div>
            <p className="slip__hint">
              {t('slip.limits', { min: money(limits.minStake), max: money(limits.maxStake) })}
            </p>
          </div>
          <dl className="slip__sums">
            <dt>{t('slip.totalOdds')}</dt>
            <dd data-testid="slip-total-odds">{formatOdds(slip.totalOdds, slip.oddsFormat, iso)}</dd>
            <dt>{t('slip.return')}</dt>
            <dd data-testid="slip-return">{potential === null ? '—' : money(potential)}</dd>
          </dl>
          <Button
            className="slip__place"
            busy={slip.busy}
            disabled={slip.closed}
            aria-describedby={slip.closed ? closedId : undefined}
            onClick={() => void slip.place()}
            data-testid="slip-place"
          >
            {t('slip.place')}
          </Button>
          {slip.closed ? (
            <p id={closedId} className="slip__hint" data-testid="slip-closed">
              {t('refused.market_suspended')}
            </p>
          ) : null}
          <button type="button" className="slip__clear" onClick={slip.clear}>
            {t('slip.clear')}
          </button>
        </>
      )}
      {slip.notice ? <Notice slip={slip} notice={slip.notice} /> : null}
      <div className="slip__settings">
        <label htmlFor={formatId}>{t('slip.format')}</label>
        <select
          id={formatId}
          value={slip.oddsFormat}
          onChange={(event) => slip.setOddsFormat(event.target.value)}
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </select>
        <label htmlFor={preferenceId}>{t('slip.preference')}</label>
        <select
          id={preferenceId}
          value={slip.preference}
          onChange={(event) => slip.setPreference(event.target.value)}
          data-testid="slip-preference"
        >
          {ODDS_CHANGE_PREFERENCES.map((preference) => (
            <option key={preference} value={preference}>
              {t(`preferences.${preference}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {slip.announcement ? t('odds.slipChanged', { n: slip.announcement.moved }) : ''}
      </p>
    </section>
  );
});
