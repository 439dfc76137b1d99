import type {
  ActiveSeedPair,
  BetHistoryPage,
  BetHistoryQuery,
  DomainError,
  GamesApi,
  Money,
  PlaceBetRequest,
  RevealedSeedPair,
  Result,
  SeedState,
  SettledBet,
} from '../../src/index.ts';
import {
  FLOATS_PER_BET,
  deriveRounds,
  err,
  ok,
  outcomeFromU32s,
  settleBet,
  subtractMoney,
  addMoney,
  u32Stream,
} from '../../src/index.ts';
import { TestDigests } from './sha256.ts';

/** The server seed of the worked examples in docs/fairness.md. */
export const EXAMPLE_SERVER_SEED = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';

/** What the next placeBet calls meet: a failure before the bet, or the bet placed and its answer lost on the way. */
export type BetCallFault =
  | { readonly when: 'beforeBet'; readonly error: DomainError }
  | { readonly when: 'answerLost'; readonly error: DomainError };

/**
 * An in-memory games server: one player, one balance, one seed pair, bets derived with the core's own derivation,
 * idempotency keys honoured. Faults and held answers let tests play a bad network.
 */
export class FakeGamesApi implements GamesApi {
  readonly digests = new TestDigests();
  readonly calls: PlaceBetRequest[] = [];
  readonly bets: SettledBet[] = [];
  readonly faults: BetCallFault[] = [];
  balance: Money;
  serverSeed = EXAMPLE_SERVER_SEED;
  clientSeed = 'lucky-player-42';
  /** Whether the player chose the client seed (the worked examples' seed is; a new account's is not). */
  clientSeedByPlayer = true;
  nonce = 0;
  previous: RevealedSeedPair | null = null;
  #byKey = new Map<string, SettledBet>();
  #held: Promise<void> | null = null;
  #ids = 0;
  #now = Date.UTC(2026, 0, 1, 12);

  constructor(balance: Money) {
    this.balance = balance;
  }

  /** Answers wait until the returned function is called (the bets themselves are settled at once). */
  holdAnswers(): () => void {
    let release = () => {};
    this.#held = new Promise((resolve) => (release = resolve));
    return () => {
      this.#held = null;
      release();
    };
  }

  async placeBet(request: PlaceBetRequest): Promise<Result<SettledBet, DomainError>> {
    this.calls.push(request);
    const fault = this.faults.shift();
    if (fault?.when === 'beforeBet') return err(fault.error);
    const held = this.#held;
    const known = this.#byKey.get(request.idempotencyKey);
    const settled = known ? ok(known) : await this.#settle(request);
    if (!settled.ok) return settled;
    if (held) await held;
    if (fault?.when === 'answerLost') return err(fault.error);
    return settled;
  }

  async #settle(request: PlaceBetRequest): Promise<Result<SettledBet, DomainError>> {
    if (request.stake.minor > this.balance.minor) return err({ kind: 'insufficientBalance' });
    const nonce = this.nonce;
    this.nonce += 1;
    this.balance = subtractMoney(this.balance, request.stake);
    const count = FLOATS_PER_BET[request.params.game];
    const seeds = { serverSeed: this.serverSeed, clientSeed: this.clientSeed, nonce };
    const rounds = await deriveRounds(this.digests, seeds, count + 1);
    const u32s = u32Stream(rounds, count + 1);
    const { outcome } = outcomeFromU32s(request.params, u32s.slice(0, count));
    const { payout, multiplierTenThousandths } = settleBet(
      request.params,
      outcome,
      request.stake,
      u32s[count] ?? 0,
    );
    this.balance = addMoney(this.balance, payout);
    this.#ids += 1;
    const bet: SettledBet = {
      id: `bet-${this.#ids}`,
      params: request.params,
      stake: request.stake,
      payout,
      multiplierTenThousandths,
      outcome,
      fairness: {
        serverSeedHashed: await this.#commitment(),
        clientSeed: this.clientSeed,
        nonce,
        serverSeed: null,
      },
      balance: this.balance,
      createdAt: (this.#now += 1_000),
    };
    this.bets.push(bet);
    this.#byKey.set(request.idempotencyKey, bet);
    return ok(bet);
  }

  #commitment(): Promise<string> {
    return this.digests.sha256Hex(this.serverSeed);
  }

  #nextServerSeed(): Promise<string> {
    return this.digests.sha256Hex(`${this.serverSeed}:next`);
  }

  async #pair(): Promise<ActiveSeedPair> {
    return {
      serverSeedHashed: await this.#commitment(),
      clientSeed: this.clientSeed,
      nonce: this.nonce,
      nextServerSeedHashed: await this.digests.sha256Hex(await this.#nextServerSeed()),
      clientSeedByPlayer: this.clientSeedByPlayer,
    };
  }

  async getSeeds(): Promise<Result<SeedState, DomainError>> {
    return ok({ current: await this.#pair(), previous: this.previous });
  }

  async rotateSeeds(nextClientSeed?: string) {
    const revealed: RevealedSeedPair = {
      serverSeedHashed: await this.#commitment(),
      clientSeed: this.clientSeed,
      nonce: this.nonce,
      serverSeed: this.serverSeed,
    };
    this.previous = revealed;
    this.serverSeed = await this.#nextServerSeed();
    this.clientSeed = nextClientSeed ?? 'server-chosen';
    this.clientSeedByPlayer = nextClientSeed !== undefined;
    this.nonce = 0;
    return ok({ revealed, current: await this.#pair() });
  }

  async changeClientSeed(clientSeed: string): Promise<Result<ActiveSeedPair, DomainError>> {
    this.clientSeed = clientSeed;
    this.clientSeedByPlayer = true;
    return ok(await this.#pair());
  }

  async listBets(query: BetHistoryQuery): Promise<Result<BetHistoryPage, DomainError>> {
    const bets = this.bets.filter((bet) => !query.game || bet.params.game === query.game).reverse();
    return ok({ bets: bets.slice(0, query.limit ?? 20), nextCursor: null });
  }

  async getBet(id: string): Promise<Result<SettledBet, DomainError>> {
    const bet = this.bets.find((candidate) => candidate.id === id);
    return bet ? ok(bet) : err({ kind: 'notFound' });
  }
}
