import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneGroups, zoneLabel } from './timeZoneGroups.ts';

/** The time-zone setting: a search box narrowing one select, grouped by region with the current zone first. */
export function TimeZonePicker({
  value,
  zones,
  disabled,
  onChange,
}: {
  value: string;
  zones: readonly string[];
  disabled: boolean;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation('profile');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const selectId = useId();
  const groups = timeZoneGroups(zones, value, query);
  return (
    <div className="field">
      <label className="field__label" htmlFor={searchId}>
        {t('setting.timezoneSearch')}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <label className="field__label" htmlFor={selectId}>
        {t('setting.timezone')}
      </label>
      <select
        id={selectId}
        className="field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {groups.map((group) => (
          <optgroup
            key={group.region}
            label={
              group.region === 'current'
                ? t('setting.timezoneCurrent')
                : group.region === 'other'
                  ? t('setting.timezoneOther')
                  : t(`setting.timezoneRegions.${group.region}`, { defaultValue: group.region })
            }
          >
            {group.zones.map((zone) => (
              <option key={zone} value={zone}>
                {group.region === 'current' ? zone.replaceAll('_', ' ') : zoneLabel(zone)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
