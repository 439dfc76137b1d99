import { createMoneyUseCases, MONEY_USE_CASE_NAMES, type MoneyUseCases } from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { token, withUseCaseTokens } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const MONEY_USE_CASES = token<MoneyUseCases>('MoneyUseCases');

/**
 * The token each money use case is asked for by, derived from its name in the core's registry
 * (`createMoneyUseCases`: `requestWithdrawal` is `MONEY_TOKENS.RequestWithdrawal`), bound once a page that needs them
 * is loaded.
 */
export const MONEY_TOKENS = withUseCaseTokens<MoneyUseCases>()();

/**
 * The core's money use cases (withdrawals and the money history), wired once by the core's `createMoneyUseCases`: a
 * module the profile's money pages need (`needs` of their page models), so that neither they nor the payout address
 * checks under them are in the first load of a game's page (issue 35).
 */
export const moneyUseCases = bindings((bind) => {
  bind.service(
    MONEY_USE_CASES,
    {
      moneyApi: TOKENS.MoneyApi,
      randomness: TOKENS.Randomness,
      clock: TOKENS.Clock,
      loadProfile: TOKENS.LoadProfile,
    },
    (ports) => createMoneyUseCases(ports),
  );
  bindFields(bind, MONEY_USE_CASES, MONEY_USE_CASE_NAMES);
});
