import { Factory } from 'fishery';
import type { BillingData, Invoice, PaymentMethod } from '../../src/index.ts';
import { money } from './money.ts';

/** A card method in RUB that gives no limits and no preset, so the §5 defaults apply unless a test overrides. */
export const paymentMethodFactory = Factory.define<PaymentMethod>(({ sequence, params }) => ({
  hash: `method-${sequence}`,
  name: `Карта ${sequence}`,
  nameEn: `Card ${sequence}`,
  currency: params.currency ?? 'RUB',
  minAmount: null,
  maxAmount: null,
  preset: null,
  exchangeCurrency: null,
  crypto: false,
  kind: 'card',
}));

export const billingDataFactory = Factory.define<BillingData>(() => ({
  methods: [paymentMethodFactory.build()],
  bonusName: null,
  cryptoPayments: [],
  cryptoPayouts: [],
}));

/** A fresh 1000 RUB invoice with the default 1200 s life (§9). */
export const invoiceFactory = Factory.define<Invoice>(({ sequence, params }) => {
  const currency = params.amount?.currency ?? 'RUB';
  return {
    id: `invoice-${sequence}`,
    hash: `invoice-hash-${sequence}`,
    amount: money(1000, currency),
    shopAmount: money(1000, currency),
    commission: money(0, currency),
    lifeTimeSeconds: 1200,
    card: { cardNumber: '0000 0000 0000 0001', phoneNumber: null },
    sumWasChanged: false,
    demo: false,
    payUrl: null,
  };
});
