import { makeAutoObservable, runInAction } from 'mobx';
import { isCurrency, moneyFromMajor, type Digests } from '@casino/core';
import { checkSlotSpin, slotModelOf, type SlotSpinCheck } from '@casino/core/slots';
import { token } from '../../../di/token.ts';
import {
  EMPTY_SLOT_FIELDS,
  slotFieldsFromQuery,
  type SlotVerifierFields,
} from '../../../components/fairness/slotVerifierQuery.ts';

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
  verification: SlotSpinCheck | null = null;
  problem: SlotVerifierProblem | null = null;
  running = false;
  #run = 0;
  readonly #digests: Digests;

  constructor(digests: Digests) {
    this.#digests = digests;
    makeAutoObservable(this);
  }

  /** Fills the form from the page's query and verifies at once when the link carries a server seed. */
  showQuery(search: string): Promise<void> {
    this.fields = slotFieldsFromQuery(search);
    this.verification = null;
    this.problem = null;
    return this.fields.serverSeed === '' ? Promise.resolve() : this.verify();
  }

  setField<K extends keyof SlotVerifierFields>(field: K, value: SlotVerifierFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  async verify(): Promise<void> {
    const run = ++this.#run;
    const proof = this.#proof();
    if (typeof proof === 'string') {
      this.verification = null;
      this.problem = proof;
      return;
    }
    this.running = true;
    try {
      const check = await checkSlotSpin(this.#digests, proof);
      if (run !== this.#run) return;
      runInAction(() => {
        this.verification = check;
        this.problem = check === null ? 'maths' : null;
      });
    } catch {
      // Web Crypto refused (an insecure context): the page says so instead of a half-shown proof.
      if (run === this.#run)
        runInAction(() => {
          this.verification = null;
          this.problem = 'failed';
        });
    } finally {
      if (run === this.#run) runInAction(() => (this.running = false));
    }
  }

  dispose(): void {
    this.#run += 1;
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
