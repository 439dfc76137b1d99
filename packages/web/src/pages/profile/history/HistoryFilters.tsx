import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MovementKind } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { HISTORY_KINDS, type ProfileHistoryViewModel } from '../ProfileHistoryViewModel.ts';

const ALL = 'all';

/** The kind applies at once; the two days apply together, so a half-typed range is never asked for. */
export const HistoryFilters = observer(function HistoryFilters({ vm }: { vm: ProfileHistoryViewModel }) {
  const { t } = useTranslation('money');
  const [fromDay, setFromDay] = useState(vm.filter.fromDay);
  const [toDay, setToDay] = useState(vm.filter.toDay);
  return (
    <form
      className="history-filters"
      aria-label={t('history.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        vm.chooseDays(fromDay, toDay);
      }}
    >
      <SelectField
        label={t('history.kind')}
        value={vm.filter.kind ?? ALL}
        options={[ALL, ...HISTORY_KINDS].map((kind) => ({
          value: kind,
          label: t(kind === ALL ? 'history.allKinds' : `kinds.${kind}`),
        }))}
        onValueChange={(value) => vm.chooseKind(value === ALL ? null : (value as MovementKind))}
      />
      <TextField label={t('history.from')} type="date" value={fromDay} onValueChange={setFromDay} />
      <TextField label={t('history.to')} type="date" value={toDay} onValueChange={setToDay} />
      <div className="form-actions">
        <Button type="submit" variant="secondary" size="small">
          {t('history.apply')}
        </Button>
      </div>
    </form>
  );
});
