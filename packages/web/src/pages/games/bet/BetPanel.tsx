import { useId, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, formatMoney, type StakeRejection } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { Tooltip, type TooltipTriggerProps } from '../../../components/tooltip/Tooltip.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { BetPanelViewModel } from './BetPanelViewModel.ts';
import './BetPanel.css';
import { SaferPlayRefusal } from '../../../components/saferPlay/SaferPlayRefusal.tsx';
import { saferPlayRefusal } from '../../../components/saferPlay/saferPlayRefusal.ts';

function useRejectionText(): (rejection: StakeRejection) => string {
  const { t } = useTranslation('games');
  const { iso } = useLocale();
  return (rejection) => {
    switch (rejection.reason) {
      case 'below_min':
        return t('bet.rejected.below_min', { min: formatMoney(rejection.limits.min, iso) });
      case 'above_max':
        return t('bet.rejected.above_max', { max: formatMoney(rejection.limits.max, iso) });
      case 'not_offered':
        return t('bet.rejected.not_offered', { currency: rejection.currency });
      case 'invalid_amount':
        return t('bet.rejected.invalid_amount');
    }
  };
}

/**
 * The register-or-deposit tooltip (§9 regdep-tooltip) on the bet button, when real play needs one of them. The
 * button keeps its place when the hint comes or goes (a login, a deposit), so focus stays on it.
 */
function RealMoneyHint({
  hint,
  children,
}: {
  hint: BetPanelViewModel['realMoneyHint'];
  children: (trigger: TooltipTriggerProps) => ReactElement;
}) {
  const { t } = useTranslation('games');
  return (
    // Below the button: above it the bubble would cover the stake buttons on a narrow phone (issue 21).
    <Tooltip content={hint ? t(`bet.realMoney.${hint}`) : null} theme="regdep-tooltip" placement="below">
      {children}
    </Tooltip>
  );
}

/** What real play says in the panel: placing, a login or a deposit needed, a refusal in words. */
const PlayNotice = observer(function PlayNotice({ panel }: { panel: BetPanelViewModel }) {
  const { t } = useTranslation('games');
  const outcome = panel.outcome;
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'placing':
      return <p className="bet-panel__note">{t('bet.placing')}</p>;
    case 'notReady':
      return (
        <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert">
          {t(outcome.reasonKey)}
        </p>
      );
    case 'loginNeeded':
    case 'depositNeeded':
    case 'insufficientBalance':
      return (
        <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert" data-testid="bet-refusal">
          {t(`bet.${outcome.kind}`)}
        </p>
      );
    case 'failed': {
      const refusal = saferPlayRefusal(outcome.error);
      return (
        <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert" data-testid="bet-refusal">
          {refusal ? (
            <SaferPlayRefusal refusal={refusal} />
          ) : outcome.error.kind === 'network' ? (
            t('bet.failedNetwork')
          ) : (
            t('bet.failed')
          )}
        </p>
      );
    }
    default:
      return null;
  }
});

/**
 * Limits, stake and the check of the stake. On a real game `onPlace` bets (the page shows the outcome on its board);
 * a stake outside the limits is refused in words. `embedded` leaves the frame and title to the page.
 */
export const BetPanel = observer(function BetPanel({
  panel,
  onPlace,
  stakeLabelKey = 'bet.stake',
  embedded = false,
  hideSubmit = false,
  submitLabelKey = 'bet.place',
}: {
  panel: BetPanelViewModel;
  onPlace?: () => void;
  /** The stake field's label: roulette stakes a chip value. */
  stakeLabelKey?: string;
  embedded?: boolean;
  /** The auto-bet tab keeps the stake and limits here and starts from its own button. */
  hideSubmit?: boolean;
  /** The submit button's label: a miner or hilo round is started, not bet. */
  submitLabelKey?: string;
}) {
  const { t } = useTranslation('games');
  const rejectionText = useRejectionText();
  const inputId = useId();
  const outcomeId = useId();
  const { limits, fixedStake, outcome } = panel;

  if (!panel.game) return null;
  if (!limits) {
    return (
      <section className="bet-panel" aria-label={t('bet.label')}>
        <p role="status">{t('bet.notOffered', { currency: panel.currency })}</p>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hideSubmit) return;
    if (onPlace) onPlace();
    else void panel.placeBet();
  }

  return (
    <section className={embedded ? 'bet-panel bet-panel--embedded' : 'bet-panel'} aria-label={t('bet.label')}>
      <h2 className="bet-panel__title">{t('bet.title')}</h2>
      <dl className="bet-panel__limits" data-testid="bet-limits">
        {fixedStake ? (
          <div>
            <dt>{panel.isRoom ? t('bet.fixedStake') : t('bet.oneStake')}</dt>
            <dd>
              <MoneyText money={fixedStake} />
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('bet.min')}</dt>
              <dd>
                <MoneyText money={limits.min} />
              </dd>
            </div>
            <div>
              <dt>{t('bet.max')}</dt>
              <dd>
                <MoneyText money={limits.max} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {panel.isVisitor ? <p className="bet-panel__note">{t('bet.visitorCurrency')}</p> : null}
      <form className="bet-panel__form" onSubmit={submit} noValidate>
        {fixedStake ? null : (
          <>
            <label className="bet-panel__label" htmlFor={inputId}>
              {t(stakeLabelKey, { symbol: CURRENCY_SYMBOLS[panel.currency] })}
            </label>
            <input
              id={inputId}
              className="bet-panel__input"
              inputMode="decimal"
              autoComplete="off"
              value={panel.stakeInput}
              onChange={(event) => panel.typeStake(event.target.value)}
              aria-invalid={outcome?.kind === 'rejected' || undefined}
              aria-describedby={outcome ? outcomeId : undefined}
            />
            <div className="bet-panel__quick" role="group" aria-label={t('bet.quick')}>
              <Button variant="secondary" size="small" onClick={() => panel.chooseMinStake()}>
                {t('bet.minShort')}
              </Button>
              <Tooltip content={t('bet.halve')} reads="visual">
                {(trigger) => (
                  <Button variant="secondary" size="small" onClick={() => panel.halveStake()} {...trigger}>
                    <span aria-hidden="true">½</span>
                    <span className="visually-hidden">{t('bet.halve')}</span>
                  </Button>
                )}
              </Tooltip>
              <Tooltip content={t('bet.double')} reads="visual">
                {(trigger) => (
                  <Button variant="secondary" size="small" onClick={() => panel.doubleStake()} {...trigger}>
                    <span aria-hidden="true">×2</span>
                    <span className="visually-hidden">{t('bet.double')}</span>
                  </Button>
                )}
              </Tooltip>
              <Button variant="secondary" size="small" onClick={() => panel.chooseMaxStake()}>
                {t('bet.maxShort')}
              </Button>
            </div>
          </>
        )}
        {hideSubmit ? null : (
          <RealMoneyHint hint={panel.realMoneyHint}>
            {(trigger) => (
              <Button type="submit" size="large" aria-disabled={panel.isPlacing || undefined} {...trigger}>
                {panel.isRoom ? t('bet.join') : t(submitLabelKey)}
              </Button>
            )}
          </RealMoneyHint>
        )}
      </form>
      <div id={outcomeId} aria-live="polite">
        {outcome?.kind === 'rejected' ? (
          <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert">
            {rejectionText(outcome.rejection)}
          </p>
        ) : null}
        <PlayNotice panel={panel} />
      </div>
    </section>
  );
});
