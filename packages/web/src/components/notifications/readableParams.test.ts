import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { readableParams } from './readableParams.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('readableParams', () => {
  it("names the limit and writes its end as a date of the locale, in the player's time zone", () => {
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
    expect(readableParams({ limit: 'deposit_day', ends_at: '2030-01-02T00:00:00.000Z' }, 'en-US', t)).toEqual(
      { limit: '«errors:limitKinds.deposit_day»', ends_at: local.format(Date.UTC(2030, 0, 2)) },
    );
  });

  it("writes what a limit still allows as money in the player's currency and the locale's format", () => {
    expect(readableParams({ left: 200, currency: 'USD' }, 'en-US', t)['left']).toBe('$200');
    expect(readableParams({ left: 1500.5, currency: 'RUB' }, 'ru-RU', t)['left']).toMatch(/^1\s500,50\s₽$/);
    expect(readableParams({ left: 200, currency: 'XXX' }, 'en-US', t)['left']).toBe(200);
  });

  it('leaves a value that is not what it should be as it came', () => {
    expect(readableParams({ limit: 'toString', ends_at: 'soon', max: 5 }, 'ru-RU', t)).toEqual({
      limit: 'toString',
      ends_at: 'soon',
      max: 5,
    });
  });
});
