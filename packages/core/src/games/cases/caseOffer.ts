import type { Money } from '../../domain/money.ts';
import type { SeedPair } from '../bet.ts';
import type { CaseItem } from './cases.ts';

/** A case as the API publishes it, in the player's currency; `rtpBasisPoints` is the published return (9599 = 95.99 %). */
export interface CaseOffer {
  readonly slug: string;
  readonly price: Money;
  readonly rtpBasisPoints: number;
  readonly items: readonly CaseItem[];
}

/** One opening: the ticket and the item won, its value credited at once. */
export interface CaseOpening {
  readonly id: string;
  readonly offer: CaseOffer;
  readonly ticket: number;
  readonly itemIndex: number;
  readonly payout: Money;
  readonly fairness: SeedPair & { readonly serverSeed: string | null };
  readonly balance: Money | null;
}
