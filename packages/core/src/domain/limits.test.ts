import { describe, expect, it } from 'vitest';
import {
  BET_GAMES,
  ROOM_GAMES,
  betLimits,
  isBetGame,
  minPayout,
  type BetLimits,
  validateStake,
} from './limits.ts';
import { CURRENCIES } from './currency.ts';
import { eur, inr, kzt, rub, usd } from '../../test/factories/index.ts';

describe('betLimits', () => {
  it('gives RUB crash 1-50000, miner 1-1000 and coinflip, keno, hilo, roulette, dice 1-10000', () => {
    expect(betLimits('crash', 'RUB')).toEqual({ min: rub(1), max: rub(50000) });
    expect(betLimits('miner', 'RUB')).toEqual({ min: rub(1), max: rub(1000) });
    for (const game of ['coinflip', 'keno', 'hilo', 'roulette', 'dice'] as const) {
      expect(betLimits(game, 'RUB')).toEqual({ min: rub(1), max: rub(10000) });
    }
  });

  it('gives RUB wheelOfFortune max 1 and rooms red 1, yellow 10, purple 50', () => {
    expect(betLimits('wheelOfFortune', 'RUB')?.max).toEqual(rub(1));
    expect(betLimits(ROOM_GAMES.red, 'RUB')).toEqual({ min: rub(1), max: rub(1) });
    expect(betLimits(ROOM_GAMES.yellow, 'RUB')).toEqual({ min: rub(10), max: rub(10) });
    expect(betLimits(ROOM_GAMES.purple, 'RUB')).toEqual({ min: rub(50), max: rub(50) });
  });

  it('gives USD crash 0.01-500, miner 0.01-10, coinflip 0.01-100 and roulette max 0.1', () => {
    expect(betLimits('crash', 'USD')).toEqual({ min: usd(0.01), max: usd(500) });
    expect(betLimits('miner', 'USD')).toEqual({ min: usd(0.01), max: usd(10) });
    expect(betLimits('coinflip', 'USD')).toEqual({ min: usd(0.01), max: usd(100) });
    expect(betLimits('roulette', 'USD')).toEqual({ min: usd(0.01), max: usd(0.1) });
  });

  it('gives KZT crash 5-250000, miner 5-5000, coinflip 5-50000, wheelOfFortune max 5 and roulette max 5', () => {
    expect(betLimits('crash', 'KZT')).toEqual({ min: kzt(5), max: kzt(250000) });
    expect(betLimits('miner', 'KZT')).toEqual({ min: kzt(5), max: kzt(5000) });
    expect(betLimits('coinflip', 'KZT')).toEqual({ min: kzt(5), max: kzt(50000) });
    expect(betLimits('wheelOfFortune', 'KZT')?.max).toEqual(kzt(5));
    expect(betLimits('roulette', 'KZT')?.max).toEqual(kzt(5));
  });

  it('gives INR crash 1-50000, miner 1-1000, coinflip 1-10000 and roulette max 1', () => {
    expect(betLimits('crash', 'INR')).toEqual({ min: inr(1), max: inr(50000) });
    expect(betLimits('miner', 'INR')).toEqual({ min: inr(1), max: inr(1000) });
    expect(betLimits('coinflip', 'INR')).toEqual({ min: inr(1), max: inr(10000) });
    expect(betLimits('roulette', 'INR')?.max).toEqual(inr(1));
  });

  it('treats EUR the same as USD', () => {
    for (const game of BET_GAMES) {
      const dollars = betLimits(game, 'USD');
      const euros = betLimits(game, 'EUR');
      expect(euros?.min.minor).toBe(dollars?.min.minor);
      expect(euros?.max.minor).toBe(dollars?.max.minor);
    }
    expect(betLimits('crash', 'EUR')).toEqual({ min: eur(0.01), max: eur(500) });
  });

  it('gives keno, hilo and dice outside RUB the limits of coinflip in that currency', () => {
    for (const currency of ['USD', 'KZT', 'INR', 'EUR'] as const) {
      for (const game of ['keno', 'hilo', 'dice'] as const) {
        expect(betLimits(game, currency)).toEqual(betLimits('coinflip', currency));
      }
    }
  });

  it('never has a min above its max', () => {
    for (const currency of CURRENCIES) {
      for (const game of BET_GAMES) {
        const limits = betLimits(game, currency);
        if (limits) expect(limits.min.minor).toBeLessThanOrEqual(limits.max.minor);
      }
    }
  });

  it('offers rooms only in RUB, where the table gives them', () => {
    expect(betLimits('roomRed', 'USD')).toBeNull();
    expect(betLimits('roomPurple', 'INR')).toBeNull();
  });

  it('offers wheelOfFortune in every currency at one fixed stake: 1 ₽, 5 ₸, 0.10 $, 0.10 €, 1 ₹', () => {
    const fixed = (limits: BetLimits | null) => limits && limits.min.minor === limits.max.minor && limits.min;
    expect(fixed(betLimits('wheelOfFortune', 'RUB'))).toEqual(rub(1));
    expect(fixed(betLimits('wheelOfFortune', 'KZT'))).toEqual(kzt(5));
    expect(fixed(betLimits('wheelOfFortune', 'USD'))).toEqual(usd(0.1));
    expect(fixed(betLimits('wheelOfFortune', 'EUR'))).toEqual(eur(0.1));
    expect(fixed(betLimits('wheelOfFortune', 'INR'))).toEqual(inr(1));
  });
});

describe('validateStake', () => {
  it('accepts a stake within the limits', () => {
    expect(validateStake('crash', rub(1))).toEqual({ ok: true, value: rub(1) });
    expect(validateStake('crash', rub(50000))).toEqual({ ok: true, value: rub(50000) });
    expect(validateStake('coinflip', usd(0.01))).toEqual({ ok: true, value: usd(0.01) });
  });

  it('refuses a stake below the min and says the limits', () => {
    expect(validateStake('crash', rub(0.99))).toEqual({
      ok: false,
      error: { reason: 'below_min', limits: { min: rub(1), max: rub(50000) } },
    });
    expect(validateStake('crash', rub(0))).toMatchObject({ ok: false, error: { reason: 'below_min' } });
  });

  it('refuses a stake above the max and says the limits', () => {
    expect(validateStake('roulette', usd(0.11))).toEqual({
      ok: false,
      error: { reason: 'above_max', limits: { min: usd(0.01), max: usd(0.1) } },
    });
  });

  it('refuses a game the table has no limits for in that currency', () => {
    expect(validateStake('roomPurple', kzt(50))).toEqual({
      ok: false,
      error: { reason: 'not_offered', game: 'roomPurple', currency: 'KZT' },
    });
  });

  it('refuses negative or fractional minor amounts as invalid', () => {
    expect(validateStake('dice', { minor: -100, currency: 'RUB' })).toEqual({
      ok: false,
      error: { reason: 'invalid_amount' },
    });
    expect(validateStake('dice', { minor: 1.5, currency: 'RUB' })).toEqual({
      ok: false,
      error: { reason: 'invalid_amount' },
    });
  });
});

describe('minPayout and level minimum', () => {
  it('gives min payout 100 ₽, 1 $, 500 ₸, 100 ₹ and 1 €', () => {
    expect(minPayout('RUB')).toEqual(rub(100));
    expect(minPayout('USD')).toEqual(usd(1));
    expect(minPayout('KZT')).toEqual(kzt(500));
    expect(minPayout('INR')).toEqual(inr(100));
    expect(minPayout('EUR')).toEqual(eur(1));
  });

  it('recognises game names', () => {
    expect(isBetGame('crash')).toBe(true);
    expect(isBetGame('__proto__')).toBe(false);
  });
});
