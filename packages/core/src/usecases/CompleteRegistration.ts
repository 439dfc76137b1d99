import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { User } from '../domain/user.ts';
import type { DepositPrompt } from './DepositPrompt.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface CompleteRegistrationDeps {
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly depositPrompt: Pick<DepositPrompt, 'afterRegistration'>;
}

export interface CompleteRegistrationOptions {
  /**
   * The deposit offer waits: the registration modal first asks for the code sent to the new contact, and calls
   * `offerDeposit()` when that step ends (confirmed, put off or closed), so PayIn never covers the code.
   */
  readonly holdDepositOffer?: boolean;
}

/** Registration completion (§4): the user refetched, then PayIn offered 17 s later. */
export class CompleteRegistration {
  readonly #deps: CompleteRegistrationDeps;

  constructor(deps: CompleteRegistrationDeps) {
    this.#deps = deps;
  }

  async execute(options: CompleteRegistrationOptions = {}): Promise<Result<User, DomainError>> {
    const user = await this.#deps.loadProfile.execute();
    if (user.ok && options.holdDepositOffer !== true) this.offerDeposit();
    return user;
  }

  /** Starts the 17 s deposit offer of a completion that held it. */
  offerDeposit(): void {
    this.#deps.depositPrompt.afterRegistration();
  }
}
