import { ContainerModule } from 'inversify';
import type { Digests } from '@casino/core';
import { TYPES } from '../tokens.ts';
import { VERIFIER_VM, VerifierViewModel } from '../../pages/fairness/VerifierViewModel.ts';

/** The verifier's view model, one per mount: it re-derives bets through the Digests port (Web Crypto), offline too. */
export const models = new ContainerModule((options) => {
  options
    .bind(VERIFIER_VM)
    .toResolvedValue((digests: Digests) => new VerifierViewModel(digests), [TYPES.Digests])
    .inTransientScope();
});
