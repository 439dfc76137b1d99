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

/** One of the series' limits: a labelled field that stays unchanged while the series runs. */
function AutoField({
  label,
  inputMode,
  value,
  placeholder,
  disabled,
  onChange,
}: {
  label: string;
  inputMode: 'numeric' | 'decimal';
  value: string;
  placeholder: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="bet-panel__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="bet-panel__input"
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** The auto-bet tab: the series' rules, start and stop, and its progress announced politely. */
export const AutoBetForm = observer(function AutoBetForm({ auto }: { auto: AutoBetViewModel }) {
  const { t } = useTranslation('games');
  const symbol = auto.currency ? CURRENCY_SYMBOLS[auto.currency] : '';
  const net = auto.net;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (auto.running) auto.stop();
    else void auto.start();
  }

  return (
    <form className="bet-panel__form auto-bet" onSubmit={submit} noValidate>
      <AutoField
        label={t('play.auto.count')}
        inputMode="numeric"
        value={auto.countInput}
        placeholder={t('play.auto.untilStopped')}
        disabled={auto.running}
        onChange={(text) => auto.setCount(text)}
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
      <AutoField
        label={t('play.auto.stopProfit', { symbol })}
        inputMode="decimal"
        value={auto.stopProfitInput}
        placeholder={t('play.auto.noLimit')}
        disabled={auto.running}
        onChange={(text) => auto.setStopProfit(text)}
      />
      <AutoField
        label={t('play.auto.stopLoss', { symbol })}
        inputMode="decimal"
        value={auto.stopLossInput}
        placeholder={t('play.auto.noLimit')}
        disabled={auto.running}
        onChange={(text) => auto.setStopLoss(text)}
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
