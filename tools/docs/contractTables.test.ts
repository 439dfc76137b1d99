import { describe, expect, it } from 'vitest';
import {
  LEDGER_KINDS,
  LIMIT_KINDS,
  LIVE_REFUSAL_CODES,
  MAX_LEGS,
  MAX_TOTAL_ODDS,
  MIN_PAYOUT,
  SELF_EXCLUSION_MONTHS,
  SPORTS_LIMITS,
  STAKE_LIMITS,
  TIME_OUT_DAYS,
} from '../../packages/tables/src/index.ts';
import { backticked, flat, major, range, readDoc, section, tableAfter } from './publishedTables.ts';

/** docs/contract.md prints limits, codes and kinds; each is held here to the data of `@casino/tables`. */
const CONTRACT = readDoc('contract.md');
const FLAT = flat(CONTRACT);

/** The currencies as the contract's tables group them: EUR shares USD's row (§9 "same as USD"). */
const ROWS = [
  ['RUB', 'RUB'],
  ['USD, EUR', 'USD'],
  ['KZT', 'KZT'],
  ['INR', 'INR'],
] as const;

describe('docs/contract.md prints the published tables as they are', () => {
  it('the instant games’ and the rounds’ stake limits, per currency, in major units', () => {
    expect(STAKE_LIMITS.EUR).toBe(STAKE_LIMITS.USD);
    const instant = tableAfter(CONTRACT, 'Stake limits the API enforces');
    const rounds = tableAfter(CONTRACT, 'Stake limits (major units, min–max; EUR as USD;');
    ROWS.forEach(([label, currency], i) => {
      const games = STAKE_LIMITS[currency];
      expect(games.dice).toEqual(games.coinflip);
      expect(games.keno).toEqual(games.coinflip);
      expect(instant[i]).toEqual([
        label,
        range(games.coinflip),
        range(games.roulette),
        range(games.wheelOfFortune),
      ]);
      expect(rounds[i]).toEqual([label, range(games.miner), range(games.hilo)]);
    });
  });

  it('the smallest payout of every currency', () => {
    const listed = Object.entries(MIN_PAYOUT)
      .map(([currency, minor]) => `${currency} ${major(minor)}`)
      .join(', ');
    expect(FLAT).toContain(`at least the §9 minimum payout of the currency (${listed};`);
  });

  it('the sportsbook’s stakes and returns, legs and total odds', () => {
    const rows = tableAfter(CONTRACT, '| currency | smallest stake | largest stake | largest return |');
    expect(SPORTS_LIMITS.EUR).toEqual(SPORTS_LIMITS.USD);
    ROWS.forEach(([label, currency], i) => {
      const limits = SPORTS_LIMITS[currency];
      expect(rows[i]).toEqual([
        label,
        major(limits.minStake),
        major(limits.maxStake),
        major(limits.maxReturn),
      ]);
    });
    expect(FLAT).toContain(`At most ${MAX_LEGS} legs; total odds at most ${major(MAX_TOTAL_ODDS)}.00`);
  });

  it('the ledger’s kinds, the safer-play limits and the breaks', () => {
    const history = section(CONTRACT, '### History');
    const kinds = /`kind`: (.*?)\. `amount`/.exec(flat(history))?.[1] ?? '';
    expect(backticked(kinds)).toEqual(LEDGER_KINDS);
    const saferPlay = flat(section(CONTRACT, '### Safer play'));
    const limits = /for every kind: (.*?); `value: null`/.exec(saferPlay)?.[1] ?? '';
    expect(backticked(limits)).toEqual(LIMIT_KINDS);
    const periods = (path: string) =>
      [
        ...(new RegExp(`${path}\` \`\\{ period: (.*?), password`).exec(saferPlay)?.[1] ?? '').matchAll(
          /"(\w+)"/g,
        ),
      ].map((m) => m[1]);
    expect(periods('/profile/time-out')).toEqual(Object.keys(TIME_OUT_DAYS));
    expect(periods('/profile/self-exclusion')).toEqual(Object.keys(SELF_EXCLUSION_MONTHS));
  });

  it('every code a live command is refused with, and the socket guard’s own `rate_limited`', () => {
    const listed = /ok: false, error }` with `error` one of (.*?)\(a frame that does not parse/.exec(
      FLAT,
    )?.[1];
    expect(backticked(listed ?? '')).toEqual([...LIVE_REFUSAL_CODES.slice(0, -1), 'rate_limited', 'invalid']);
  });
});
