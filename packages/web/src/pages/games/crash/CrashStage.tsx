import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, numberFormat } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { formatTimes } from '../../../components/games/formatGame.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { CrashCanvas, PLOT_INSET, type CurveState } from './CrashCanvas.tsx';
import type { CrashScale } from './crashScale.ts';
import type { CrashViewModel } from './CrashViewModel.ts';

/** The axes' labels as text over the canvas, placed on the same plot as its grid lines. */
function CrashAxes({ scale }: { scale: CrashScale }) {
  const { iso } = useLocale();
  const seconds = numberFormat(iso, { style: 'unit', unit: 'second', unitDisplay: 'narrow' });
  const plotHeight = `(100% - ${PLOT_INSET.top + PLOT_INSET.bottom}px)`;
  const plotWidth = `(100% - ${PLOT_INSET.left + PLOT_INSET.right}px)`;
  return (
    <div className="crash-axes" data-crash-axes="" aria-hidden="true">
      {scale.multiplierTicks.map((tick) => (
        <span
          key={`m${tick}`}
          className="crash-axes__label crash-axes__label--multiplier"
          style={{
            bottom: `calc(${PLOT_INSET.bottom}px + ${plotHeight} * ${(tick - 100) / (scale.topHundredths - 100)})`,
            width: `${PLOT_INSET.left - 6}px`,
          }}
        >
          {formatTimes(tick, iso)}
        </span>
      ))}
      {scale.timeTicks.map((tick) => (
        <span
          key={`t${tick}`}
          className="crash-axes__label crash-axes__label--time"
          style={{ left: `calc(${PLOT_INSET.left}px + ${plotWidth} * ${tick / scale.spanMs})` }}
        >
          {seconds.format(tick / 1000)}
        </span>
      ))}
    </div>
  );
}

/**
 * The round as it runs: the curve over its axes, the multiplier and the phase with its countdown. An observer of its
 * own, so it follows the view model's clock (ten times a second) without re-rendering the rest of the page.
 */
export const CrashStage = observer(function CrashStage({ vm }: { vm: CrashViewModel }) {
  const { t } = useTranslation('gameLive');
  const { iso } = useLocale();
  const multiplier = formatTimes(vm.multiplier, iso);
  const round = vm.table?.round;
  const seeding = vm.seeding;
  const phaseText =
    vm.phase === 'betting'
      ? seeding
        ? t('crashGame.seeding', { needed: seeding.needed, taken: seeding.taken })
        : t('crashGame.betting', { seconds: vm.bettingSecondsLeft })
      : vm.phase === 'busted'
        ? t('crashGame.busted', { multiplier })
        : vm.phase === 'running'
          ? t('crashGame.running')
          : // No round yet (connecting, or offline): nothing climbs (issue 38).
            t('crashGame.waiting');
  const curve: CurveState = {
    phase: vm.phase,
    startedAt: round?.startedAt ?? null,
    crashHundredths: round?.crashHundredths ?? null,
    offsetMs: vm.offsetMs,
    growthPerMs: vm.growthPerMs,
  };
  return (
    <div className={`crash-stage crash-stage--${vm.phase ?? 'waiting'}`}>
      <div className="crash-plot">
        <CrashCanvas label={t('crashGame.curve')} curve={curve} />
        <CrashAxes scale={vm.scale} />
      </div>
      <p className="crash-stage__multiplier" aria-hidden="true" data-multiplier={vm.multiplier}>
        {multiplier}
      </p>
      <p className="crash-stage__phase" data-phase={vm.phase ?? ''}>
        {phaseText}
      </p>
    </div>
  );
});

/** The cash-out button with what it pays now: it follows the curve, so it observes the clock on its own too. */
export const CrashCashOut = observer(function CrashCashOut({ vm }: { vm: CrashViewModel }) {
  const { t } = useTranslation('gameLive');
  const { iso } = useLocale();
  const payout = vm.cashOutPayout;
  return (
    <>
      <Button
        variant="secondary"
        disabled={!vm.canCashOut}
        onClick={() => void vm.cashOut()}
        data-cash-out=""
      >
        {payout && vm.canCashOut
          ? t('crashGame.cashOutFor', { amount: formatMoney(payout, iso) })
          : t('crashGame.cashOut')}
      </Button>
      {payout && vm.canCashOut && vm.cashOutMayRoundUp ? (
        <p className="page-muted" data-testid="crash-payout-rounding">
          {t('crashGame.payoutRounding', { unit: formatMoney({ minor: 1, currency: payout.currency }, iso) })}
        </p>
      ) : null}
    </>
  );
});
