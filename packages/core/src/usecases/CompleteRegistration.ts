import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { User } from '../domain/user.ts';
import type { DepositPrompt } from './DepositPrompt.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface CompleteRegistrationDeps {
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly depositPrompt: Pick<DepositPrompt, 'afterRegistration'>;
}

/** Registration completion (§4): the user refetched, then PayIn offered 17 s later. */
export class CompleteRegistration {
  readonly #deps: CompleteRegistrationDeps;

  constructor(deps: CompleteRegistrationDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User, DomainError>> {
    const user = await this.#deps.loadProfile.execute();
    if (user.ok) this.#deps.depositPrompt.afterRegistration();
    return user;
  }
}
