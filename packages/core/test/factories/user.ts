import { Factory } from 'fishery';
import type { User } from '../../src/index.ts';
import { money } from './money.ts';

/** A logged-in player with a RUB account, verified contacts and no balance; override what a test is about. */
export const userFactory = Factory.define<User>(({ sequence, params }) => {
  const currency = params.currency === undefined ? 'RUB' : params.currency;
  const moneyCurrency = currency ?? 'RUB';
  return {
    id: `user-${sequence}`,
    name: `Player ${sequence}`,
    email: `player${sequence}@example.test`,
    phone: `+7900000${String(sequence).padStart(4, '0')}`,
    balance: money(0, moneyCurrency),
    bonus: money(0, moneyCurrency),
    bonusBalance: money(0, moneyCurrency),
    totalBalance: money(0, moneyCurrency),
    currency,
    locale: 'ru',
    timezone: 'Europe/Moscow',
    imageSmall: null,
    registerMethod: 'email',
    isPhoneVerified: true,
    isEmailVerified: true,
    isPasswordExists: true,
    verification: { isNeed: false, status: null },
    premiumStatus: null,
    region: 'RU',
    features: [],
    freshToken: null,
    superBonus: null,
    isAvatarHidden: false,
    isStatisticsHidden: false,
  };
});
