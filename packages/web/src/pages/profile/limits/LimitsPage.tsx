import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyFromMinor, type LimitKind } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { LoadableView } from '../../../components/page/LoadableView.tsx';
import { timeLeft } from '../../../components/page/timeLeft.ts';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { BreakSection } from './BreakSection.tsx';
import { RealityCheckChoice } from './RealityCheckChoice.tsx';
import { LIMITS_VM, type LimitsViewModel } from './LimitsViewModel.ts';

const GROUPS = {
  deposit: ['deposit_day', 'deposit_week', 'deposit_month'],
  loss: ['loss_day', 'loss_week', 'loss_month'],
  wager: ['wager_day', 'wager_week', 'wager_month'],
  session: ['session_minutes'],
} as const satisfies Record<string, readonly LimitKind[]>;

const LimitRow = observer(function LimitRow({ vm, kind }: { vm: LimitsViewModel; kind: LimitKind }) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  const limit = vm.limit(kind);
  const shown = (value: number | null) => {
    if (value === null) return t('limits.none');
    if (kind === 'session_minutes') return t('limits.minutes', { count: value });
    return vm.currency ? formatMoney(moneyFromMinor(value, vm.currency), iso) : String(value);
  };
  const pending = limit?.pending ?? null;
  const left = timeLeft(vm.now + vm.pendingLeftMs(kind), vm.now);
  const hint = pending
    ? t('limits.pending', { value: shown(pending.value), left: t('limits.timeLeft', { ...left }) })
    : t('limits.current', { value: shown(limit?.value ?? null) });
  return (
    <form
      className="limit-row"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.saveLimit(kind);
      }}
    >
      <TextField
        label={t(`limits.kinds.${kind}`)}
        inputMode={kind === 'session_minutes' ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={t('limits.none')}
        value={vm.draft(kind)}
        onValueChange={(text) => vm.typeLimit(kind, text)}
        hint={hint}
        error={vm.invalid === kind ? t('limits.invalid') : null}
        data-testid={`limit-${kind}`}
      />
      <Button type="submit" variant="secondary" size="small" busy={vm.saving === kind}>
        {t('limits.save')}
      </Button>
    </form>
  );
});

/** /profile/limits, "Safer play" (issue 18). */
function LimitsPage() {
  const { t } = useTranslation('money');
  const vm = useViewModel(LIMITS_VM);
  useDocumentTitle(t('limits.title'));
  return (
    <>
      <PageHeading>{t('limits.title')}</PageHeading>
      <p>{t('limits.intro')}</p>
      <LoadableView state={vm.state}>
        {(state) => (
          <>
            <BreakSection vm={vm} exclusion={state.exclusion} />
            {Object.entries(GROUPS).map(([group, kinds]) => (
              <ProfileSection key={group} id={`limits-${group}`} title={t(`limits.groups.${group}`)}>
                <p className="field__hint">{t(`limits.groupHints.${group}`)}</p>
                {kinds.map((kind) => (
                  <LimitRow key={kind} vm={vm} kind={kind} />
                ))}
              </ProfileSection>
            ))}
          </>
        )}
      </LoadableView>
      <RealityCheckChoice />
    </>
  );
}

export default observer(LimitsPage);
