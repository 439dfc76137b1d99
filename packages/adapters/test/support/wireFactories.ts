import { Factory } from 'fishery';

/** Answers as the server puts them on the wire (docs/contract.md): snake_case, money in major units. */

export const wireUserFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: sequence,
  name: `Player ${sequence}`,
  email: `player${sequence}@example.test`,
  phone: '+70001234567',
  balance: 1500.5,
  bonus: 0,
  bonus_balance: 10,
  total_balance: 1510.5,
  currency: 'RUB',
  locale: 'ru',
  timezone: 'Europe/Moscow',
  image: { small: null },
  register_method: 'email',
  is_phone_verified: false,
  is_email_verified: true,
  is_password_exists: true,
  verification: { is_need: false, data: { status: 'unverified' } },
  premium: { status: null },
  region: 'RU',
  features: ['bonus_balances'],
  fresh_token: null,
  super_bonus: null,
}));

export const wireMethodFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  hash: `method-${sequence}`,
  name: 'Банковская карта',
  name_en: 'Bank card',
  currency: 'RUB',
  min_amount: 100,
  max_amount: 300000,
  preset: { default: 1000, amounts: [500, 1000, 2500.25] },
  exchange_currency: null,
  crypto: false,
  kind: 'card',
}));

export const wireInvoiceFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: sequence,
  hash: `invoice-${sequence}`,
  amount: 1000,
  shop_amount: 970.5,
  commission: 29.5,
  life_time: 1200,
  card: { card_number: '2200 0000 0000 0000', phone_number: null },
  sum_was_changed: false,
  pay_url: 'http://127.0.0.1/pay/1',
}));

export const wireTournamentFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: sequence,
  title: `Tournament ${sequence}`,
  status: 'active',
  prize_pool: 100000,
  currency: 'USD',
  starts_at: '2030-01-01T00:00:00.000Z',
  ends_at: '2030-01-08T00:00:00.000Z',
  repeat_days: 7,
  description: 'Weekly race',
  rule: 'stake',
  min_stake_rub: 0,
  games: [{ slug: 'dice', title: 'Dice', category: 'originals' }],
  prizes: [{ place: 1, amount: 60000 }],
  paid_at: null,
  leaders: [
    { place: 1, name: 'Wi***', hidden: false, points: 1200, prize: null },
    { place: 2, name: null, hidden: true, points: 900, prize: null },
  ],
  me: { place: 2, points: 900, prize: null },
}));
