import { useMemo } from 'react';
import { dateTimeFormat, dateTimeOptions } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';

/**
 * A server date-time in the page's locale ("1 февраля 2026 г., 12:00"). A value that is not a date shows as it came,
 * so a malformed answer never breaks the page.
 */
export function useDateFormat(withTime = true): (value: string) => string {
  const { iso } = useLocale();
  return useMemo(() => {
    const format = dateTimeFormat(iso, dateTimeOptions(iso, { dateStyle: 'medium', withTime }));
    return (value: string) => {
      const instant = Date.parse(value);
      return Number.isFinite(instant) ? format.format(instant) : value;
    };
  }, [iso, withTime]);
}
