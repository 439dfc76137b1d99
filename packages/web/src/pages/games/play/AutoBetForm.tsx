import { useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import type { AutoBetViewModel, ChangeKind } from './AutoBetViewModel.ts';

function StakeRule({
  legend,
  kind,
  percent,
  onChange,
  disabled,
}: {
  legend: string;
  kind: ChangeKind;
  percent: string;
  onChange: (kind: ChangeKind, percent: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('games');
  const percentId = useId();
  const name = useId();
  return (
    <fieldset className="auto-bet__rule" disabled={disabled}>
      <legend>{legend}</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={kind === 'reset'}
          onChange={() => onChange('reset', percent)}
        />
        {t('play.auto.reset')}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          checked={kind === 'increase'}
          onChange={() => onChange('increase', percent)}
        />
        {t('play.auto.increase')}
      </label>
      <label htmlFor={percentId} className="visually-hidden">
        {t('play.auto.percent', { legend })}
      </label>
      <input
        id={percentId}
        className="bet-panel__input auto-bet__percent"
        inputMode="decimal"
        value={percent}
        disabled={kind !== 'increase'}
        onChange={(event) => onChange('increase', event.target.value)}
      />
    </fieldset>
  );
}

/** The auto-bet tab: the series' rules, start and stop, and its progress announced politely. */
export const AutoBetForm = observer(function AutoBetForm({ auto }: { auto: AutoBetViewModel }) {
  const { t } = useTranslation('games');
  const countId = useId();
  const profitId = useId();
  const lossId = useId();
  const symbol = auto.currency ? CURRENCY_SYMBOLS[auto.currency] : '';
  const net = auto.net;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (auto.running) auto.stop();
    else void auto.start();
  }

  return (
    <form className="bet-panel__form auto-bet" onSubmit={submit} noValidate>
      <label className="bet-panel__label" htmlFor={countId}>
        {t('play.auto.count')}
      </label>
      <input
        id={countId}
        className="bet-panel__input"
        inputMode="numeric"
        value={auto.countInput}
        disabled={auto.running}
        placeholder={t('play.auto.untilStopped')}
        onChange={(event) => auto.setCount(event.target.value)}
      />
      <StakeRule
        legend={t('play.auto.onWin')}
        kind={auto.onWin}
        percent={auto.onWinPercent}
        onChange={(kind, percent) => auto.setOnWin(kind, percent)}
        disabled={auto.running}
      />
      <StakeRule
        legend={t('play.auto.onLoss')}
        kind={auto.onLoss}
        percent={auto.onLossPercent}
        onChange={(kind, percent) => auto.setOnLoss(kind, percent)}
        disabled={auto.running}
      />
      <label className="bet-panel__label" htmlFor={profitId}>
        {t('play.auto.stopProfit', { symbol })}
      </label>
      <input
        id={profitId}
        className="bet-panel__input"
        inputMode="decimal"
        value={auto.stopProfitInput}
        disabled={auto.running}
        placeholder={t('play.auto.noLimit')}
        onChange={(event) => auto.setStopProfit(event.target.value)}
      />
      <label className="bet-panel__label" htmlFor={lossId}>
        {t('play.auto.stopLoss', { symbol })}
      </label>
      <input
        id={lossId}
        className="bet-panel__input"
        inputMode="decimal"
        value={auto.stopLossInput}
        disabled={auto.running}
        placeholder={t('play.auto.noLimit')}
        onChange={(event) => auto.setStopLoss(event.target.value)}
      />
      {auto.rules ? null : <p className="bet-panel__note">{t('play.auto.invalid')}</p>}
      <Button type="submit" size="large" disabled={!auto.running && !auto.rules}>
        {auto.running ? t('play.auto.stop') : t('play.auto.start')}
      </Button>
      <p className="auto-bet__progress" role="status" data-testid="auto-progress">
        {auto.running || auto.end ? (
          <>
            {t('play.auto.progress', { count: auto.betsDone })} {net ? <MoneyText money={net} /> : null}
            {auto.end ? ` ${t(`play.auto.end.${auto.end}`)}` : null}
          </>
        ) : null}
      </p>
    </form>
  );
});
