import { makeAutoObservable } from 'mobx';
import {
  rouletteStake,
  type BetVerification,
  type Money,
  type VerifyBet,
  type VerifyBetFailure,
} from '@casino/core';
import {
  DEFAULT_CHIP,
  EMPTY_VERIFIER_FIELDS,
  fieldsFromQuery,
  type ChipFields,
  type VerifierFields,
} from '../../components/fairness/verifierQuery.ts';
import { VerificationRuns } from './VerificationRuns.ts';
import { verifyInputFrom, type VerifierFieldError } from './verifierInput.ts';
import { token } from '../../di/token.ts';

export const VERIFIER_VM = token<VerifierViewModel>('VerifierViewModel');

/** Fields the player types or picks, by name; the chips have their own actions. */
export type EditableField = Exclude<keyof VerifierFields, 'chips'>;

/** Why the last verification could not run: a field the form could not read, or one the core refused. */
export type VerifierProblem =
  | { readonly kind: 'field'; readonly field: VerifierFieldError }
  | VerifyBetFailure
  | { readonly kind: 'failed' };

const MAX_CHIPS = 50;

/**
 * The verifier (/fairness): the form, pre-filled from a bet's link, and the step-by-step re-derivation the core's
 * verifier makes of it in the browser, on the Digests port alone, so it works offline.
 */
export class VerifierViewModel {
  fields: VerifierFields = EMPTY_VERIFIER_FIELDS;
  /** The stake of the last verification (a roulette spin's chips summed): with the payout, the bet's net result. */
  stake: Money | null = null;
  readonly runs = new VerificationRuns<BetVerification, VerifierProblem>({ kind: 'failed' });
  readonly #verifyBet: Pick<VerifyBet, 'execute' | 'prepare'>;

  constructor(verifyBet: Pick<VerifyBet, 'execute' | 'prepare'>) {
    this.#verifyBet = verifyBet;
    makeAutoObservable(this);
  }

  /**
   * Fills the form from the page's query and verifies at once when the link carries a server seed. The core's
   * derivation is loaded now, before the first verification, so the page goes on verifying once the network is off.
   */
  showQuery(search: string): Promise<void> {
    this.#verifyBet.prepare().catch(() => undefined);
    this.fields = fieldsFromQuery(search);
    this.runs.clear();
    return this.fields.serverSeed === '' ? Promise.resolve() : this.verify();
  }

  setField<K extends EditableField>(field: K, value: VerifierFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  setChip(index: number, chip: Partial<ChipFields>): void {
    this.fields = {
      ...this.fields,
      chips: this.fields.chips.map((current, i) => (i === index ? { ...current, ...chip } : current)),
    };
  }

  addChip(): void {
    if (this.fields.chips.length >= MAX_CHIPS) return;
    this.fields = { ...this.fields, chips: [...this.fields.chips, DEFAULT_CHIP] };
  }

  removeChip(index: number): void {
    if (this.fields.chips.length <= 1) return;
    this.fields = { ...this.fields, chips: this.fields.chips.filter((_, i) => i !== index) };
  }

  get canAddChip(): boolean {
    return this.fields.chips.length < MAX_CHIPS;
  }

  get verification(): BetVerification | null {
    return this.runs.verification;
  }

  get problem(): VerifierProblem | null {
    return this.runs.problem;
  }

  get running(): boolean {
    return this.runs.running;
  }

  /** Re-derives the bet; a newer run wins over one still computing. */
  verify(): Promise<void> {
    const input = verifyInputFrom(this.fields);
    if (!input.ok) {
      this.runs.refuse({ kind: 'field', field: input.error });
      return Promise.resolve();
    }
    const { params } = input.value;
    this.stake = input.value.stake ?? (params.game === 'roulette' ? rouletteStake(params.chips) : null);
    return this.runs.run(async () => {
      const result = await this.#verifyBet.execute(input.value);
      return result.ok ? { verification: result.value } : { problem: result.error };
    });
  }

  dispose(): void {
    this.runs.dispose();
  }
}
