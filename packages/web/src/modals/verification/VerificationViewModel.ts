import { makeAutoObservable, runInAction } from 'mobx';
import {
  DOCUMENT_KINDS,
  documentProblem,
  type DocumentFile,
  type DocumentKind,
  type DomainError,
  type IdentityCheck,
  type LoadProfile,
  type ProfileApi,
} from '@casino/core';

export interface VerificationDeps {
  readonly profileApi: Pick<ProfileApi, 'getVerification' | 'uploadVerificationDocument'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
}

/** What the dialog shows: the §4 state, or `none` before the check is known or when it has no state. */
export type CheckView = 'pending' | 'failed' | 'success' | 'none';

/** The codes the API and the browser give for a refused file, each with its text under `verification.errors`. */
const FILE_ERRORS = new Set([
  'empty',
  'required',
  'too_large',
  'unsupported_type',
  'too_many',
  'already_verified',
]);

function uploadError(error: DomainError): string {
  if (error.kind === 'validation') {
    const code = error.fields['file']?.[0] ?? error.fields['kind']?.[0];
    return code !== undefined && FILE_ERRORS.has(code) ? code : 'failed';
  }
  if (error.kind === 'server' && error.status === 413) return 'too_large';
  if (error.kind === 'server' && error.status === 409) return 'already_verified';
  return 'failed';
}

/**
 * The Verification dialog (issue 34, item 4): the identity check's state and the operator's reason, and a form that
 * sends one document (JPEG, PNG or PDF up to 5 MiB, checked here before it is sent and by the API after).
 */
export class VerificationViewModel {
  check: IdentityCheck | null = null;
  kind: DocumentKind = 'passport';
  file: DocumentFile | null = null;
  /** A code of `verification.errors`: the chosen file, or the API's refusal. */
  error: string | null = null;
  attempted = false;
  busy = false;
  /** Set once a document was accepted: the dialog says so in its live region. */
  sentName: string | null = null;
  readonly kinds = DOCUMENT_KINDS;
  readonly #deps: VerificationDeps;

  constructor(deps: VerificationDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get view(): CheckView {
    return this.check?.status ?? 'none';
  }

  get canSend(): boolean {
    return this.check !== null && this.check.status !== 'success';
  }

  async load(): Promise<void> {
    const answer = await this.#deps.profileApi.getVerification();
    runInAction(() => {
      if (answer.ok) this.check = answer.value;
    });
  }

  chooseKind(kind: string): void {
    if ((DOCUMENT_KINDS as readonly string[]).includes(kind)) this.kind = kind as DocumentKind;
  }

  chooseFile(file: DocumentFile | null): void {
    this.file = file;
    this.sentName = null;
    this.error = file === null ? null : documentProblem(file);
  }

  async send(): Promise<void> {
    this.attempted = true;
    if (this.busy) return;
    if (this.file === null) {
      this.error = 'required';
      return;
    }
    const problem = documentProblem(this.file);
    if (problem !== null) {
      this.error = problem;
      return;
    }
    const file = this.file;
    this.busy = true;
    this.error = null;
    const answer = await this.#deps.profileApi.uploadVerificationDocument(this.kind, file);
    runInAction(() => {
      this.busy = false;
      if (!answer.ok) {
        this.error = uploadError(answer.error);
        return;
      }
      this.check = answer.value;
      this.file = null;
      this.attempted = false;
      this.sentName = file.name;
    });
    // The profile's status (the header menu, the profile page) follows.
    if (answer.ok) await this.#deps.loadProfile.execute();
  }
}
