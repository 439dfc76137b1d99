export const DEMO_PASSWORD = 'demo12345';

export interface SeedPlayer {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly currency: string;
  readonly locale: string;
  readonly timezone: string;
  readonly region: string;
  readonly features: readonly string[];
  readonly premiumStatus: string | null;
  readonly verification: { readonly isNeed: boolean; readonly status: string };
  readonly isPhoneVerified: boolean;
  /** Each movement of money, days ago; the balance is what they add up to. */
  readonly history: readonly {
    /** No `bonus`: a bonus balance is only ever the money module's grant, with its bonus record (issue 34). */
    readonly kind: 'deposit' | 'bet' | 'win';
    readonly amount: number;
    readonly status: string;
    readonly daysAgo: number;
  }[];
}

/**
 * The demo player (docs/contract.md "Seed"): RUB, balance 0, bonus balances on. The rich player has money, the VIP
 * status, a pending identity check and no bonus_balances feature, so the client's other branches can be seen too.
 */
export const SEED_PLAYERS: readonly SeedPlayer[] = [
  {
    name: 'Demo',
    email: 'demo@example.com',
    // Not a real number: no area or mobile code of the +7 zone starts with 0, so it reaches no one (issue 34).
    phone: '+70001234567',
    currency: 'RUB',
    locale: 'en',
    timezone: 'Europe/Moscow',
    region: 'RU',
    features: ['bonus_balances'],
    premiumStatus: null,
    verification: { isNeed: false, status: 'unverified' },
    isPhoneVerified: false,
    history: [
      { kind: 'deposit', amount: 1000, status: 'success', daysAgo: 6 },
      { kind: 'bet', amount: 500, status: 'success', daysAgo: 6 },
      { kind: 'bet', amount: 500, status: 'success', daysAgo: 5 },
      { kind: 'deposit', amount: 5000, status: 'expired', daysAgo: 2 },
    ],
  },
  {
    name: 'Rich',
    email: 'rich@example.com',
    phone: null,
    currency: 'USD',
    locale: 'en',
    timezone: 'Europe/London',
    region: 'RU',
    features: [],
    premiumStatus: 'vip',
    verification: { isNeed: true, status: 'pending' },
    isPhoneVerified: false,
    history: [
      { kind: 'deposit', amount: 200, status: 'success', daysAgo: 10 },
      { kind: 'bet', amount: 50, status: 'success', daysAgo: 9 },
      { kind: 'win', amount: 100, status: 'success', daysAgo: 9 },
    ],
  },
];

/** The balance a history leaves: deposits and wins in, bets out; only settled movements count. */
export function balanceOf(history: SeedPlayer['history']): number {
  return history
    .filter((entry) => entry.status === 'success')
    .reduce((sum, entry) => sum + (entry.kind === 'bet' ? -entry.amount : entry.amount), 0);
}

/** The demo player's free spins: one from a campaign, one more, and one already lapsed (§4 keeps only future ones). */
export const DEMO_FREE_SPINS = [
  { campaign: 0, gameSlug: 'sky-forge', count: 50, days: 14 },
  { campaign: 1, gameSlug: 'sandstone-scroll', count: 20, days: 3 },
  { campaign: null, gameSlug: 'candy-orchard', count: 15, days: -1 },
] as const;
