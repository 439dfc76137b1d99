import { ContainerModule } from 'inversify';
import type { VerifyBet } from '@casino/core';
import { TYPES } from '../tokens.ts';
import { VERIFIER_VM, VerifierViewModel } from '../../pages/fairness/VerifierViewModel.ts';

/** The verifier's view model, one per mount: it re-derives bets with the VerifyBet use case on Web Crypto, offline too. */
export const models = new ContainerModule((options) => {
  options
    .bind(VERIFIER_VM)
    .toResolvedValue((verifyBet: VerifyBet) => new VerifierViewModel(verifyBet), [TYPES.VerifyBet])
    .inTransientScope();
});
