import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const twoDigits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('en-US', twoDigits)).toBe(numberFormat('en-US', { ...twoDigits }));
    expect(numberFormat('ru-RU', twoDigits)).not.toBe(numberFormat('en-US', twoDigits));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-US', twoDigits));
    expect(numberFormat('ru-RU', twoDigits).format(1234.5)).toBe(
      new Intl.NumberFormat('ru-RU', twoDigits).format(1234.5),
    );
  });

  it('does the same for dates, formatting as a new one would', () => {
    const time = { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', time)).toBe(dateTimeFormat('en-US', { ...time }));
    expect(dateTimeFormat('en-US', time).format(Date.UTC(2026, 10, 27, 9, 5))).toBe('09:05');
  });

  it('writes in English where the locale tag is malformed, instead of throwing', () => {
    expect(numberFormat('not a locale!', { maximumFractionDigits: 0 }).format(1234)).toBe('1,234');
  });
});
