import type {
  CaseOffer,
  CaseOpening,
  DomainError,
  HiloStep,
  Money,
  Result,
  Round,
  RoundAction,
  RoundGame,
  RoundsApi,
  RoundStepRequest,
  StartRoundRequest,
} from '../../src/index.ts';
import {
  addMoney,
  caseItemIndex,
  caseTicket,
  deriveRounds,
  err,
  hiloCardOf,
  hiloChance,
  hiloGuessWins,
  hiloMultiplier,
  MINER_FLOATS,
  minerField,
  minerMultiplier,
  ok,
  payoutFor,
  subtractMoney,
  u32Stream,
} from '../../src/index.ts';
import { EXAMPLE_SERVER_SEED } from './FakeGamesApi.ts';
import { TestDigests } from './sha256.ts';

/** What the next step calls meet: a failure before the step, or the step done and its answer lost on the way. */
export type StepFault = { readonly when: 'before' | 'answerLost'; readonly error: DomainError };

interface Entry {
  round: Round;
  readonly mines: readonly number[];
  readonly nonce: number;
  /** The chances, in thirteenths, of the correct hilo guesses so far. */
  chances: number[];
}

const finished: DomainError = { kind: 'server', status: 409, messageKey: 'round_finished' };

/**
 * An in-memory rounds server for one player over the worked examples' pair (nonce 3 is the miner example, 4 the hilo
 * one, 5 the case one), built on the core's own rules; idempotency keys honoured, faults to play a bad network.
 */
export class FakeRoundsApi implements RoundsApi {
  readonly digests = new TestDigests();
  readonly calls: string[] = [];
  readonly faults: StepFault[] = [];
  readonly cases: CaseOffer[] = [];
  balance: Money;
  nonce: number;
  #rounds = new Map<string, Entry>();
  #byKey = new Map<string, unknown>();
  #ids = 0;

  constructor(balance: Money, nonce = 3) {
    this.balance = balance;
    this.nonce = nonce;
  }

  async #step<T>(label: string, key: string, work: () => Promise<Result<T, DomainError>>) {
    this.calls.push(`${label} ${key}`);
    const fault = this.faults.shift();
    if (fault?.when === 'before') return err(fault.error);
    const known = this.#byKey.get(key) as Result<T, DomainError> | undefined;
    const result = known ?? (await work());
    if (result.ok) this.#byKey.set(key, result);
    if (fault?.when === 'answerLost') return err(fault.error);
    return result;
  }

  async #u32s(nonce: number, count: number): Promise<readonly number[]> {
    const seeds = { serverSeed: EXAMPLE_SERVER_SEED, clientSeed: 'lucky-player-42', nonce };
    return u32Stream(await deriveRounds(this.digests, seeds, count), count);
  }

  startRound(request: StartRoundRequest) {
    return this.#step('start', request.idempotencyKey, async () => {
      const game = request.start.game;
      if ([...this.#rounds.values()].some((r) => r.round.status === 'open' && r.round.state.game === game))
        return err({ kind: 'server', status: 409, messageKey: 'round_open' } as const);
      if (request.stake.minor > this.balance.minor) return err({ kind: 'insufficientBalance' } as const);
      this.balance = subtractMoney(this.balance, request.stake);
      const nonce = this.nonce++;
      const id = `round-${(this.#ids += 1)}`;
      const fairness = {
        serverSeedHashed: await this.digests.sha256Hex(EXAMPLE_SERVER_SEED),
        clientSeed: 'lucky-player-42',
        nonce,
        serverSeed: null,
      };
      const base = {
        id,
        status: 'open' as const,
        stake: request.stake,
        multiplierTenThousandths: 0,
        fairness,
      };
      const zero = { minor: 0, currency: request.stake.currency };
      if (request.start.game === 'miner') {
        const { mines } = minerField(await this.#u32s(nonce, MINER_FLOATS), request.start.mines);
        const state = {
          game: 'miner' as const,
          mines: request.start.mines,
          revealed: [],
          hitMine: null,
          minePositions: null,
        };
        this.#rounds.set(id, {
          round: { ...base, payout: zero, state, balance: this.balance },
          mines,
          nonce,
          chances: [],
        });
      } else {
        const [first = 0] = await this.#u32s(nonce, 1);
        const steps: HiloStep[] = [{ card: hiloCardOf(first), action: 'start', correct: null }];
        this.#rounds.set(id, {
          round: { ...base, payout: zero, state: { game: 'hilo', steps }, balance: this.balance },
          mines: [],
          nonce,
          chances: [],
        });
      }
      return ok(this.#rounds.get(id)?.round as Round);
    });
  }

  act(request: RoundStepRequest & { readonly action: RoundAction }) {
    return this.#step('act', request.idempotencyKey, async () => {
      const entry = this.#rounds.get(request.roundId);
      if (!entry) return err({ kind: 'notFound' } as const);
      const { round } = entry;
      if (round.status !== 'open') return err(finished);
      const { action } = request;
      if (round.state.game === 'miner' && action.kind === 'reveal') {
        const state = round.state;
        if (entry.mines.includes(action.tile)) {
          return ok(
            this.#finish(entry, 'lost', 0, { ...state, hitMine: action.tile, minePositions: entry.mines }),
          );
        }
        const revealed = [...state.revealed, action.tile];
        const multiplier = minerMultiplier(state.mines, revealed.length);
        return ok(this.#update(entry, multiplier, { ...state, revealed }));
      }
      if (round.state.game === 'hilo' && action.kind !== 'reveal') {
        const steps = round.state.steps;
        const current = steps[steps.length - 1]?.card;
        const card = hiloCardOf((await this.#u32s(entry.nonce, steps.length + 1))[steps.length] ?? 0);
        if (action.kind === 'skip' || !current)
          return ok(
            this.#update(entry, round.multiplierTenThousandths, {
              game: 'hilo',
              steps: [...steps, { card, action: 'skip', correct: null }],
            }),
          );
        const correct = hiloGuessWins(current, card, action.guess);
        const next = { game: 'hilo' as const, steps: [...steps, { card, action: action.guess, correct }] };
        if (!correct) return ok(this.#finish(entry, 'lost', 0, next));
        entry.chances = [...entry.chances, hiloChance(current, action.guess)];
        return ok(this.#update(entry, hiloMultiplier(entry.chances), next));
      }
      return err({ kind: 'validation', fields: { action: ['invalid'] } } as const);
    });
  }

  cashOut(request: RoundStepRequest) {
    return this.#step('cashout', request.idempotencyKey, async () => {
      const entry = this.#rounds.get(request.roundId);
      if (!entry) return err({ kind: 'notFound' } as const);
      if (entry.round.status !== 'open') return err(finished);
      const state =
        entry.round.state.game === 'miner'
          ? { ...entry.round.state, minePositions: entry.mines }
          : entry.round.state;
      return ok(this.#finish(entry, 'cashedOut', entry.round.multiplierTenThousandths, state));
    });
  }

  async currentRound(game: RoundGame): Promise<Result<Round | null, DomainError>> {
    this.calls.push(`current ${game}`);
    const fault = this.faults.shift();
    if (fault) return err(fault.error);
    const open = [...this.#rounds.values()].find(
      (r) => r.round.status === 'open' && r.round.state.game === game,
    );
    return ok(open ? { ...open.round, balance: this.balance } : null);
  }

  async listCases(): Promise<Result<readonly CaseOffer[], DomainError>> {
    return ok(this.cases);
  }

  openCase(request: { readonly slug: string; readonly idempotencyKey: string }) {
    return this.#step('case', request.idempotencyKey, async (): Promise<Result<CaseOpening, DomainError>> => {
      const offer = this.cases.find((entry) => entry.slug === request.slug);
      if (!offer) return err({ kind: 'notFound' });
      const nonce = this.nonce++;
      const [u32 = 0] = await this.#u32s(nonce, 1);
      const ticket = caseTicket(u32, offer.items);
      const itemIndex = caseItemIndex(ticket, offer.items);
      const payout = { minor: offer.items[itemIndex]?.valueMinor ?? 0, currency: offer.price.currency };
      this.balance = addMoney(subtractMoney(this.balance, offer.price), payout);
      const fairness = {
        serverSeedHashed: await this.digests.sha256Hex(EXAMPLE_SERVER_SEED),
        clientSeed: 'lucky-player-42',
        nonce,
        serverSeed: null,
      };
      return ok({ id: `case-${nonce}`, offer, ticket, itemIndex, payout, fairness, balance: this.balance });
    });
  }

  /** Another tab's cash-out: the round finishes behind this client's back. */
  async finishElsewhere(roundId: string): Promise<void> {
    await this.cashOut({ game: 'miner', roundId, idempotencyKey: `elsewhere-${roundId}` });
  }

  #update(entry: Entry, multiplier: number, state: Round['state']): Round {
    entry.round = { ...entry.round, multiplierTenThousandths: multiplier, state, balance: this.balance };
    return entry.round;
  }

  #finish(entry: Entry, status: 'cashedOut' | 'lost', multiplier: number, state: Round['state']): Round {
    const payout =
      status === 'lost'
        ? { minor: 0, currency: entry.round.stake.currency }
        : payoutFor(entry.round.stake, multiplier);
    this.balance = addMoney(this.balance, payout);
    entry.round = {
      ...entry.round,
      status,
      multiplierTenThousandths: multiplier,
      payout,
      state,
      balance: this.balance,
    };
    return entry.round;
  }
}
