import { CancelWithdrawal } from './CancelWithdrawal.ts';
import { ExportHistory } from './ExportHistory.ts';
import { ListWithdrawals } from './ListWithdrawals.ts';
import { LoadHistory } from './LoadHistory.ts';
import { RequestWithdrawal } from './RequestWithdrawal.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the use cases of money: withdrawals and the money history, each named once by the field it is asked
 * for by (the composition root derives its token from that name: `requestWithdrawal` is
 * `MONEY_TOKENS.RequestWithdrawal`), and made once below by its factory.
 */
const MONEY_USE_CASE_CLASSES = {
  requestWithdrawal: RequestWithdrawal,
  cancelWithdrawal: CancelWithdrawal,
  listWithdrawals: ListWithdrawals,
  loadHistory: LoadHistory,
  exportHistory: ExportHistory,
};

/** The names of the money use cases: the composition root binds a token to each. */
export const MONEY_USE_CASE_NAMES = useCaseNames(MONEY_USE_CASE_CLASSES);

/**
 * The use cases of money, one instance each, made on first use. Apart from the play use cases (`createPlayUseCases`)
 * so that the profile's money pages bring them and the payout address checks under them (with their hash and
 * encoding libraries, about 7 kB gzip), and a game's page does not (issue 35).
 */
export type MoneyUseCases = UseCasesOf<typeof MONEY_USE_CASE_CLASSES>;

type Needed<K extends string> = NeededOf<DepsOf<typeof MONEY_USE_CASE_CLASSES>, K>;

/** The ports the money use cases run on, and the one use case of `createUseCases` they call on. */
export interface MoneyUseCasePorts {
  /** Withdrawals and the money history (issue 18). */
  readonly moneyApi: Needed<'moneyApi'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
  readonly clock: Needed<'clock'>;
  /** Reading the profile again after a withdrawal or its cancellation. */
  readonly loadProfile: Needed<'loadProfile'>;
}

/** The money use cases wired over `ports`, once, for the composition root and the test worlds alike. */
export function createMoneyUseCases(ports: MoneyUseCasePorts): MoneyUseCases {
  return madeOnFirstUse<MoneyUseCasePorts, MoneyUseCases>(ports, {
    requestWithdrawal: (w) =>
      new RequestWithdrawal(pick(w, 'moneyApi', 'randomness', 'clock', 'loadProfile')),
    cancelWithdrawal: (w) => new CancelWithdrawal(pick(w, 'moneyApi', 'loadProfile')),
    listWithdrawals: (w) => new ListWithdrawals(pick(w, 'moneyApi')),
    loadHistory: (w) => new LoadHistory(pick(w, 'moneyApi')),
    exportHistory: (w) => new ExportHistory(pick(w, 'moneyApi')),
  });
}
