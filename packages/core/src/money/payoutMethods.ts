import type { BillingData } from '../domain/billing.ts';
import type { PayoutMethodKind } from './withdrawal.ts';

export interface PayoutMethod {
  readonly hash: string;
  /** The method's name and its en form (`paymentMethodName` picks the one a page shows). */
  readonly name: string;
  readonly nameEn: string | null;
  readonly kind: PayoutMethodKind;
  /** The name a crypto method's network is read from (the English one where given, as the API reads it). */
  readonly networkName: string;
}

/**
 * What a withdrawal can be paid to (issue 18): the card methods of the payments, then the crypto payouts. A transfer
 * by phone does not pay out, nor does a method whose kind the server did not say.
 */
export function payoutMethods(data: BillingData): readonly PayoutMethod[] {
  const cards = data.methods
    .filter((method) => method.kind === 'card')
    .map((method) => ({
      hash: method.hash,
      name: method.name,
      nameEn: method.nameEn,
      kind: 'card' as const,
      networkName: '',
    }));
  const crypto = data.cryptoPayouts.map((method) => ({
    hash: method.hash,
    name: method.name,
    nameEn: method.nameEn,
    kind: 'crypto' as const,
    networkName: method.nameEn ?? method.name,
  }));
  return [...cards, ...crypto];
}
