import { makeAutoObservable, runInAction } from 'mobx';
import type { Operator } from '@casino/core';
import { withOperator, type PolicyDocument } from './documents/policyDocument.ts';
import { loadPolicyDocument, type PolicyDoc, type PolicyLang } from './policyDocuments.ts';
import { token } from '../../di/token.ts';

export const POLICY_VM = token<PolicyViewModel>('PolicyViewModel');

export type PolicyState = 'loading' | 'ready' | 'error';

/**
 * A policy document fetched as its own chunk, naming the configured operator: a failed fetch (offline, a new build)
 * can be retried.
 */
export class PolicyViewModel {
  state: PolicyState = 'loading';
  document: PolicyDocument | null = null;
  #request = 0;
  #shown: { readonly lang: PolicyLang; readonly doc: PolicyDoc } | null = null;
  readonly #load: typeof loadPolicyDocument;
  readonly #operator: Operator;

  constructor(operator: Operator, load: typeof loadPolicyDocument = loadPolicyDocument) {
    this.#operator = operator;
    this.#load = load;
    makeAutoObservable(this);
  }

  /** Shows a document; the one already shown stays as it is (the page's preload opened it before its effect). */
  async open(lang: PolicyLang, doc: PolicyDoc): Promise<void> {
    if (this.state === 'ready' && this.#shown?.lang === lang && this.#shown.doc === doc) return;
    this.#shown = { lang, doc };
    const request = ++this.#request;
    this.state = 'loading';
    this.document = null;
    let document: PolicyDocument | null = null;
    try {
      const loaded = await this.#load(lang, doc);
      document = loaded ? withOperator(loaded, this.#operator) : null;
    } catch {
      document = null;
    }
    if (request !== this.#request) return;
    runInAction(() => {
      this.document = document;
      this.state = document ? 'ready' : 'error';
    });
  }

  /** Whether the operator the document names is the local demonstration's invented one. */
  get demonstration(): boolean {
    return this.#operator.demonstration;
  }

  retry(): Promise<void> {
    return this.#shown ? this.open(this.#shown.lang, this.#shown.doc) : Promise.resolve();
  }

  dispose(): void {
    this.#request += 1;
  }
}
