import { useMemo } from 'react';
import { dateTimeFormat, dateTimeOptions } from '@casino/core';
import { useHydrated } from '../../di/useHydrated.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/**
 * The time zone a date shows in: UTC in the server's HTML, which cannot know the visitor's zone, and in the browser's
 * render that hydrates it; the browser's own zone from the render after. Shown in the browser's zone at once, every
 * date of a page the server rendered differed from its HTML for a visitor outside the server's zone (React error 418),
 * and the page fell to its error state.
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}

/**
 * A server date-time in the page's locale ("1 февраля 2026 г., 12:00"). A value that is not a date shows as it came,
 * so a malformed answer never breaks the page.
 */
export function useDateFormat(withTime = true): (value: string) => string {
  const { iso } = useLocale();
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const options = dateTimeOptions(iso, { dateStyle: 'medium', withTime });
    const format = dateTimeFormat(iso, timeZone ? { ...options, timeZone } : options);
    return (value: string) => {
      const instant = Date.parse(value);
      return Number.isFinite(instant) ? format.format(instant) : value;
    };
  }, [iso, withTime, timeZone]);
}
