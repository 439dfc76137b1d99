import { makeAutoObservable, runInAction } from 'mobx';
import type { CaseOffer, OpenCase, RoundSubject, RoundVerification, VerifyRound } from '@casino/core';
import {
  EMPTY_ROUND_FIELDS,
  roundFieldsFromQuery,
  type RoundVerifierFields,
} from '../../../components/fairness/roundVerifierQuery.ts';
import { token } from '../../../di/token.ts';
import { VerificationRuns, type VerificationOutcome } from '../VerificationRuns.ts';

export const ROUND_VERIFIER_VM = token<RoundVerifierViewModel>('RoundVerifierViewModel');

/** A field the form could not read or the core refused, a case the catalogue does not have, or Web Crypto missing. */
export type RoundVerifierProblem =
  'serverSeed' | 'clientSeed' | 'nonce' | 'mines' | 'cards' | 'case' | 'catalogue' | 'failed';

const WHOLE = /^\d{1,15}$/;

function whole(text: string): number | null {
  return WHOLE.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The verifier of the multi-step originals (issue 16): from a round's seeds and one nonce it rebuilds the whole
 * round in the browser, every mine of the field, every card of a hilo round, or a case's ticket and item over the
 * items the catalogue publishes. The catalogue is read once when a case is verified; the rest works offline.
 */
export class RoundVerifierViewModel {
  fields: RoundVerifierFields = EMPTY_ROUND_FIELDS;
  offers: readonly CaseOffer[] | null = null;
  readonly runs = new VerificationRuns<RoundVerification, RoundVerifierProblem>('failed');
  readonly #verifyRound: Pick<VerifyRound, 'execute' | 'prepare'>;
  readonly #openCase: Pick<OpenCase, 'catalogue'>;

  constructor(verifyRound: Pick<VerifyRound, 'execute' | 'prepare'>, openCase: Pick<OpenCase, 'catalogue'>) {
    this.#verifyRound = verifyRound;
    this.#openCase = openCase;
    makeAutoObservable(this);
  }

  /**
   * Fills the form from the page's query and verifies at once when the link carries a server seed. The core's
   * derivation is loaded now, before the first verification, so the page goes on verifying once the network is off.
   */
  showQuery(search: string): Promise<void> {
    this.#verifyRound.prepare().catch(() => undefined);
    this.fields = roundFieldsFromQuery(search);
    this.runs.clear();
    return this.fields.serverSeed === '' ? Promise.resolve() : this.verify();
  }

  setField<K extends keyof RoundVerifierFields>(field: K, value: RoundVerifierFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  /** The case whose items the opening drew over, for the result to name the item. */
  get offer(): CaseOffer | null {
    return this.offers?.find((offer) => offer.slug === this.fields.caseSlug) ?? null;
  }

  get verification(): RoundVerification | null {
    return this.runs.verification;
  }

  get problem(): RoundVerifierProblem | null {
    return this.runs.problem;
  }

  get running(): boolean {
    return this.runs.running;
  }

  verify(): Promise<void> {
    return this.runs.run(() => this.#verifyNow());
  }

  dispose(): void {
    this.runs.dispose();
  }

  async #verifyNow(): Promise<VerificationOutcome<RoundVerification, RoundVerifierProblem>> {
    const { fields } = this;
    const nonce = whole(fields.nonce);
    if (nonce === null) return { problem: 'nonce' };
    const subject = await this.#subject();
    if (typeof subject === 'string') return { problem: subject };
    const result = await this.#verifyRound.execute({
      serverSeed: fields.serverSeed.trim(),
      serverSeedHashed: fields.commitment.trim() || null,
      clientSeed: fields.clientSeed.trim(),
      nonce,
      subject,
    });
    if (!result.ok) {
      const error = result.error;
      if (error.kind === 'invalidSeeds') return { problem: error.field };
      if (error.kind === 'invalidSubject') return { problem: fields.game === 'miner' ? 'mines' : 'cards' };
      return { problem: 'serverSeed' };
    }
    return { verification: result.value };
  }

  async #subject(): Promise<RoundSubject | RoundVerifierProblem> {
    const { fields } = this;
    if (fields.game === 'miner') {
      const mines = whole(fields.mines);
      return mines === null ? 'mines' : { game: 'miner', mines };
    }
    if (fields.game === 'hilo') {
      const cards = whole(fields.cards);
      return cards === null ? 'cards' : { game: 'hilo', cards };
    }
    if (this.offers === null) {
      const catalogue = await this.#openCase.catalogue();
      if (!catalogue.ok) return 'catalogue';
      runInAction(() => (this.offers = catalogue.value));
    }
    const offer = this.offer;
    return offer ? { game: 'cases', items: offer.items } : 'case';
  }
}
