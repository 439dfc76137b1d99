import { makeAutoObservable, runInAction } from 'mobx';

/** What one run of a verifier ends with: the verification, or the problem that stopped it. */
export type VerificationOutcome<V, P> = { readonly verification: V } | { readonly problem: P };

/**
 * The runs of one verifier page and what the last one showed. A newer run wins over one still computing; a run that
 * throws (Web Crypto refused, in an insecure context) shows the page's "failed" problem instead of a half-shown proof.
 */
export class VerificationRuns<V, P> {
  verification: V | null = null;
  problem: P | null = null;
  running = false;
  #latest = 0;
  readonly #failed: P;

  constructor(failed: P) {
    this.#failed = failed;
    makeAutoObservable(this);
  }

  /** Forgets the last outcome (another link is shown). */
  clear(): void {
    this.verification = null;
    this.problem = null;
  }

  async run(work: () => Promise<VerificationOutcome<V, P>>): Promise<void> {
    const run = ++this.#latest;
    this.running = true;
    try {
      const outcome = await work();
      if (run === this.#latest) runInAction(() => this.#show(outcome));
    } catch {
      if (run === this.#latest) runInAction(() => this.#show({ problem: this.#failed }));
    } finally {
      if (run === this.#latest) runInAction(() => (this.running = false));
    }
  }

  /** A problem found before anything is computed (a field the form cannot read): shown now, over any run under way. */
  refuse(problem: P): void {
    this.#latest += 1;
    this.running = false;
    this.#show({ problem });
  }

  /** The page has closed: no run under way shows its outcome. */
  dispose(): void {
    this.#latest += 1;
  }

  #show(outcome: VerificationOutcome<V, P>): void {
    this.verification = 'verification' in outcome ? outcome.verification : null;
    this.problem = 'problem' in outcome ? outcome.problem : null;
  }
}
