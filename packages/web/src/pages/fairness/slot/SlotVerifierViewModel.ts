import { makeAutoObservable } from 'mobx';
import { isCurrency, moneyFromMajor, type Digests } from '@casino/core';
import { checkSlotSpin, slotModelOf, type SlotSpinCheck } from '@casino/core/slots';
import { token } from '../../../di/token.ts';
import {
  EMPTY_SLOT_FIELDS,
  slotFieldsFromQuery,
  type SlotVerifierFields,
} from '../../../components/fairness/slotVerifierQuery.ts';
import { VerificationRuns } from '../VerificationRuns.ts';

export const SLOT_VERIFIER_VM = token<SlotVerifierViewModel>('SlotVerifierViewModel');

/** A field the form could not read, or Web Crypto missing. */
export type SlotVerifierProblem = Exclude<keyof SlotVerifierFields, 'freeSpin'> | 'failed';

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * The verifier of a slot spin (issue 19): the spin re-derived in the browser from its seeds and nonce with the core's
 * slot rules (the stops, the grid, every line and scatter, the payout), and the seed checked against its commitment.
 */
export class SlotVerifierViewModel {
  fields: SlotVerifierFields = EMPTY_SLOT_FIELDS;
  readonly runs = new VerificationRuns<SlotSpinCheck, SlotVerifierProblem>('failed');
  readonly #digests: Digests;

  constructor(digests: Digests) {
    this.#digests = digests;
    makeAutoObservable(this);
  }

  /** Fills the form from the page's query and verifies at once when the link carries a server seed. */
  showQuery(search: string): Promise<void> {
    this.fields = slotFieldsFromQuery(search);
    this.runs.clear();
    return this.fields.serverSeed === '' ? Promise.resolve() : this.verify();
  }

  setField<K extends keyof SlotVerifierFields>(field: K, value: SlotVerifierFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  get verification(): SlotSpinCheck | null {
    return this.runs.verification;
  }

  get problem(): SlotVerifierProblem | null {
    return this.runs.problem;
  }

  get running(): boolean {
    return this.runs.running;
  }

  verify(): Promise<void> {
    const proof = this.#proof();
    if (typeof proof === 'string') {
      this.runs.refuse(proof);
      return Promise.resolve();
    }
    return this.runs.run(async () => {
      const check = await checkSlotSpin(this.#digests, proof);
      return check === null ? { problem: 'maths' } : { verification: check };
    });
  }

  dispose(): void {
    this.runs.dispose();
  }

  #proof() {
    const { maths, serverSeed, commitment, clientSeed, nonce, stake, currency, freeSpin } = this.fields;
    if (!slotModelOf(maths)) return 'maths' as const;
    const seed = serverSeed.trim();
    if (seed === '') return 'serverSeed' as const;
    const hashed = commitment.trim().toLowerCase();
    if (hashed !== '' && !HEX_64.test(hashed)) return 'commitment' as const;
    const client = clientSeed.trim();
    if (client === '' || client.length > 64) return 'clientSeed' as const;
    if (!/^\d{1,9}$/.test(nonce.trim())) return 'nonce' as const;
    if (!isCurrency(currency)) return 'currency' as const;
    const amount = /^\d+(?:[.,]\d+)?$/.test(stake.trim())
      ? moneyFromMajor(Number(stake.trim().replace(',', '.')), currency)
      : null;
    if (!amount?.ok) return 'stake' as const;
    return {
      maths,
      serverSeed: seed,
      serverSeedHashed: hashed,
      clientSeed: client,
      nonce: Number(nonce.trim()),
      freeSpin,
      stakeMinor: amount.value.minor,
    };
  }
}
