import { makeAutoObservable } from 'mobx';
import {
  checkCrashRound,
  checkRoomDraw,
  crashSaltOf,
  isGameHash,
  type CrashCheck,
  type Digests,
  type RoomDrawCheck,
} from '@casino/core';
import { checkTableRound, isLiveTable, LIVE_TABLES, type TableRoundCheck } from '@casino/core/tables';
import { token } from '../../../di/token.ts';
import {
  EMPTY_LIVE_FIELDS,
  liveFieldsFromQuery,
  type LiveVerifierFields,
} from '../../../components/fairness/liveVerifierQuery.ts';
import { VerificationRuns } from '../VerificationRuns.ts';
import { checkCrashCashOut, type CrashCashOutCheck } from './crashCashOutCheck.ts';

export const LIVE_VERIFIER_VM = token<LiveVerifierViewModel>('LiveVerifierViewModel');

/** A field the form could not read, or Web Crypto missing. */
export type LiveVerifierProblem = keyof Omit<LiveVerifierFields, 'game'> | 'failed';

export type LiveVerification =
  | {
      readonly game: 'crash';
      readonly check: CrashCheck;
      readonly claimed: number | null;
      /** Whether the hash before it was given, so the chain link was checked. */
      readonly chained: boolean;
      /** With the terminating hash and the first players' seeds: whether they give the salt (null: not given). */
      readonly saltFromSeeds: boolean | null;
      /** With the player's bet: the cash-out's rounding draw (issue 33), else null. */
      readonly cashOut: CrashCashOutCheck | null;
    }
  | {
      readonly game: 'room';
      readonly check: RoomDrawCheck;
      readonly claimed: number | null;
      readonly seats: number;
    }
  | { readonly game: 'table'; readonly table: string; readonly check: TableRoundCheck };

const WHOLE = /^\d{1,9}$/;
const MULTIPLIER = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

const whole = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);

/** "2.35" or "2,35" (a trailing × allowed) as hundredths: 235. */
export function hundredthsOf(text: string): number | null {
  const match = MULTIPLIER.exec(text.trim().replace(/[×x]$/i, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The verifier of the live games (issue 17): a crash round from its hash, the published salt and the hash before it
 * (the point it gives, and the chain link); a room draw from its revealed seed (the seed's hash and the winning seat).
 * Everything runs in the browser with the core's checks, offline too.
 */
export class LiveVerifierViewModel {
  fields: LiveVerifierFields = EMPTY_LIVE_FIELDS;
  readonly runs = new VerificationRuns<LiveVerification, LiveVerifierProblem>('failed');
  readonly #digests: Digests;

  constructor(digests: Digests) {
    this.#digests = digests;
    makeAutoObservable(this);
  }

  /** Fills the form from the page's query and verifies at once when the link carries a round. */
  showQuery(search: string): Promise<void> {
    this.fields = liveFieldsFromQuery(search);
    this.runs.clear();
    const filled = this.fields.game === 'crash' ? this.fields.hash : this.fields.serverSeed;
    return filled === '' ? Promise.resolve() : this.verify();
  }

  setField<K extends keyof LiveVerifierFields>(field: K, value: LiveVerifierFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  get verification(): LiveVerification | null {
    return this.runs.verification;
  }

  get problem(): LiveVerifierProblem | null {
    return this.runs.problem;
  }

  get running(): boolean {
    return this.runs.running;
  }

  verify(): Promise<void> {
    return this.runs.run(async () => {
      const { game } = this.fields;
      const outcome =
        game === 'crash' ? await this.#crash() : game === 'room' ? await this.#room() : await this.#table();
      return typeof outcome === 'string' ? { problem: outcome } : { verification: outcome };
    });
  }

  dispose(): void {
    this.runs.dispose();
  }

  async #crash(): Promise<LiveVerification | LiveVerifierProblem> {
    const { hash, previousHash, salt, crashPoint, terminatingHash, saltSeeds } = this.fields;
    if (!isGameHash(hash.trim())) return 'hash';
    const previous = previousHash.trim();
    if (previous !== '' && !isGameHash(previous)) return 'previousHash';
    if (salt.trim() === '') return 'salt';
    const claimed = crashPoint.trim() === '' ? null : hundredthsOf(crashPoint);
    if (crashPoint.trim() !== '' && claimed === null) return 'crashPoint';
    const check = await checkCrashRound(this.#digests, {
      hash: hash.trim(),
      salt: salt.trim(),
      previousHash: previous,
      crashHundredths: claimed ?? -1,
    });
    // The salt the first players' seeds fix with the terminating hash (docs/fairness.md, "Crash").
    const terminating = terminatingHash.trim();
    if (terminating !== '' && !isGameHash(terminating)) return 'terminatingHash';
    const seeds = saltSeeds
      .split(',')
      .map((seed) => seed.trim())
      .filter((seed) => seed !== '');
    if (seeds.some((seed) => !/^[A-Za-z0-9_-]{1,64}$/.test(seed))) return 'saltSeeds';
    const saltFromSeeds =
      terminating === '' || seeds.length === 0
        ? null
        : (await crashSaltOf(this.#digests, terminating, seeds)) === salt.trim();
    const cashOut = await checkCrashCashOut(this.#digests, hash.trim(), this.fields);
    if (typeof cashOut === 'string') return cashOut;
    return { game: 'crash', check, claimed, chained: previous !== '', saltFromSeeds, cashOut };
  }

  /** A live table's round (issue 19): what its revealed seed draws, and whether the seed is the one committed. */
  async #table(): Promise<LiveVerification | LiveVerifierProblem> {
    const { table, serverSeed, commitment, roundId, hand, previousHash } = this.fields;
    if (!isLiveTable(table)) return 'table';
    if (!isGameHash(serverSeed.trim())) return 'serverSeed';
    const hashed = commitment.trim();
    if (hashed !== '' && !isGameHash(hashed)) return 'commitment';
    const round = whole(roundId);
    if (round === null) return 'roundId';
    // The seed of the round before (or the chain's terminating hash): the chain link (issue 33).
    const previous = previousHash.trim();
    if (previous !== '' && !isGameHash(previous)) return 'previousHash';
    // A blackjack hand's key (issue 33): `p` or `d` and a number, as the hand's chip names it; empty for none.
    const handKey = LIVE_TABLES[table]?.kind === 'blackjack' ? hand.trim() : '';
    if (handKey !== '' && !/^[pd]\d{1,15}$/.test(handKey)) return 'hand';
    const check = await checkTableRound(this.#digests, {
      table,
      roundId: round,
      serverSeed: serverSeed.trim(),
      serverSeedHashed: hashed,
      hand: handKey,
      previous,
    });
    return check ? { game: 'table', table, check } : 'table';
  }

  async #room(): Promise<LiveVerification | LiveVerifierProblem> {
    const { serverSeed, commitment, roundId, seats, winningSeat, clientSeeds } = this.fields;
    if (!isGameHash(serverSeed.trim())) return 'serverSeed';
    if (!isGameHash(commitment.trim())) return 'commitment';
    const round = whole(roundId);
    if (round === null) return 'roundId';
    const taken = whole(seats);
    if (taken === null || taken < 1) return 'seats';
    const claimed = winningSeat.trim() === '' ? null : whole(winningSeat);
    if (winningSeat.trim() !== '' && (claimed === null || claimed < 1 || claimed > taken))
      return 'winningSeat';
    // The entries' client seeds in joining order; an entry that sent none is an empty place between commas.
    const seeds = clientSeeds.split(',').map((seed) => seed.trim());
    if (seeds.some((seed) => !/^[A-Za-z0-9_-]{0,64}$/.test(seed))) return 'clientSeeds';
    // The page numbers seats from 1; the draw from 0.
    const check = await checkRoomDraw(this.#digests, {
      serverSeed: serverSeed.trim(),
      serverSeedHashed: commitment.trim(),
      roundId: round,
      clientSeeds: seeds,
      seats: taken,
      winningSeat: claimed === null ? -1 : claimed - 1,
    });
    return { game: 'room', check, claimed, seats: taken };
  }
}
