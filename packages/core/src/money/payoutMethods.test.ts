import { describe, expect, it } from 'vitest';
import { billingDataFactory, paymentMethodFactory } from '../../test/factories/index.ts';
import { payoutMethods } from './payoutMethods.ts';

describe('payoutMethods', () => {
  it('offers the cards and the crypto payouts, never a transfer by phone', () => {
    const data = billingDataFactory.build({
      methods: [
        paymentMethodFactory.build({ hash: 'card', name: 'Карта', nameEn: 'Card' }),
        paymentMethodFactory.build({ hash: 'sbp', kind: 'phone' }),
        paymentMethodFactory.build({ hash: 'unknown', kind: null }),
      ],
      cryptoPayouts: [
        paymentMethodFactory.build({
          hash: 'usdt',
          name: 'USDT',
          nameEn: 'USDT (TRC20)',
          kind: 'crypto',
          crypto: true,
        }),
      ],
    });
    expect(payoutMethods(data)).toEqual([
      { hash: 'card', name: 'Карта', nameEn: 'Card', kind: 'card', networkName: '' },
      { hash: 'usdt', name: 'USDT', nameEn: 'USDT (TRC20)', kind: 'crypto', networkName: 'USDT (TRC20)' },
    ]);
  });
});
