import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, dateTimeOptions, type Exclusion } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { BREAK_CHOICES } from './BreakForm.ts';
import type { LimitsViewModel } from './LimitsViewModel.ts';

/** A time-out or self-exclusion: the one in force with its end date, or the choice, confirmed with the password. */
export const BreakSection = observer(function BreakSection({
  vm,
  exclusion,
}: {
  vm: LimitsViewModel;
  exclusion: Exclusion | null;
}) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  const form = vm.breakForm;
  const date = (at: number) =>
    dateTimeFormat(iso, dateTimeOptions(iso, { dateStyle: 'long', withTime: true })).format(at);
  return (
    <ProfileSection id="limits-break" title={t('break.title')}>
      {exclusion ? (
        <p className="notice" role="status" data-testid="break-active">
          {t(`break.active.${exclusion.kind}`, { date: date(exclusion.endsAt) })}
        </p>
      ) : (
        <>
          <p>{t('break.intro')}</p>
          <div className="break-choices" role="group" aria-label={t('break.title')}>
            {BREAK_CHOICES.map((choice) => (
              <Button
                key={choice.period}
                variant={form.choice?.period === choice.period ? 'primary' : 'secondary'}
                size="small"
                aria-pressed={form.choice?.period === choice.period}
                onClick={() => form.choose(choice)}
              >
                {t(`break.periods.${choice.period}`)}
              </Button>
            ))}
          </div>
          {form.choice ? (
            <form
              noValidate
              aria-label={t('break.confirmLabel')}
              onSubmit={(event) => {
                event.preventDefault();
                void form.confirm();
              }}
            >
              <p role="status">
                {t(`break.warning.${form.choice.kind}`, { period: t(`break.periods.${form.choice.period}`) })}
              </p>
              <TextField
                label={t('break.password')}
                type="password"
                autoComplete="current-password"
                value={form.password}
                onValueChange={(text) => form.typePassword(text)}
                error={form.passwordError ? t(`errors:error.${form.passwordError}`) : null}
              />
              <div className="form-actions">
                <Button type="submit" busy={form.busy}>
                  {t('break.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => form.cancel()}>
                  {t('break.back')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
});
