import {
  err,
  noLimit,
  ok,
  LIMIT_KINDS,
  type ApiResult,
  type BreakRequest,
  type DomainError,
  type Exclusion,
  type HistoryPage,
  type HistoryQuery,
  type LimitKind,
  type LimitState,
  type MoneyApi,
  type Movement,
  type Result,
  type Withdrawal,
  type WithdrawalRequest,
} from '../../src/index.ts';

/**
 * The money calls in memory: withdrawals held and cancelled once, history pages by cursor, limits and a break. A
 * test sets `failWith` to make every call answer that error.
 */
export class FakeMoneyApi implements MoneyApi {
  withdrawals: Withdrawal[] = [];
  movements: Movement[] = [];
  limits: LimitState[] = LIMIT_KINDS.map(noLimit);
  exclusion: Exclusion | null = null;
  password = 'secret-password';
  failWith: DomainError | null = null;
  readonly calls: string[] = [];
  /** Every withdrawal request as sent (a forfeited bonus says so). */
  readonly requests: WithdrawalRequest[] = [];
  readonly limitsSet: { kind: LimitKind; value: number | null }[] = [];
  readonly #keys = new Map<string, Withdrawal>();

  async requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, DomainError>> {
    this.calls.push('requestWithdrawal');
    this.requests.push(request);
    if (this.failWith) return err(this.failWith);
    const known = this.#keys.get(request.idempotencyKey);
    if (known) return ok(known);
    const withdrawal: Withdrawal = {
      id: String(this.withdrawals.length + 1),
      amountMinor: request.amountMinor,
      currency: 'USD',
      status: 'pending',
      createdAt: '2030-01-01T12:00:00.000Z',
      expectedAt: '2030-01-01T12:30:00.000Z',
      method: request.methodHash,
      destination: request.destination,
      rejectionReason: null,
    };
    this.#keys.set(request.idempotencyKey, withdrawal);
    this.withdrawals.unshift(withdrawal);
    return ok(withdrawal);
  }

  listWithdrawals(): ApiResult<readonly Withdrawal[]> {
    this.calls.push('listWithdrawals');
    return Promise.resolve(this.failWith ? err(this.failWith) : ok([...this.withdrawals]));
  }

  async cancelWithdrawal(id: string): ApiResult<Withdrawal> {
    this.calls.push('cancelWithdrawal');
    if (this.failWith) return err(this.failWith);
    const index = this.withdrawals.findIndex((w) => w.id === id);
    const found = this.withdrawals[index];
    if (!found) return err({ kind: 'notFound' });
    if (found.status !== 'pending' && found.status !== 'cancelled')
      return err({ kind: 'server', status: 409, messageKey: 'not_pending' });
    const cancelled: Withdrawal = { ...found, status: 'cancelled', expectedAt: null };
    this.withdrawals[index] = cancelled;
    return ok(cancelled);
  }

  async getHistory(query: HistoryQuery): ApiResult<HistoryPage> {
    this.calls.push(`getHistory ${JSON.stringify(query)}`);
    if (this.failWith) return err(this.failWith);
    const matching = this.movements.filter((m) => query.kind === undefined || m.kind === query.kind);
    const start = query.cursor === undefined ? 0 : Number(query.cursor);
    const end = start + (query.limit ?? 50);
    return ok({
      movements: matching.slice(start, end),
      nextCursor: end < matching.length ? String(end) : null,
    });
  }

  async exportHistory(query: Omit<HistoryQuery, 'cursor' | 'limit'>): ApiResult<string> {
    this.calls.push(`exportHistory ${JSON.stringify(query)}`);
    if (this.failWith) return err(this.failWith);
    return ok('created_at,kind,amount,currency,balance_after,status,bet_id\r\n');
  }

  async getSaferPlay(): ApiResult<{ limits: readonly LimitState[]; exclusion: Exclusion | null }> {
    this.calls.push('getSaferPlay');
    if (this.failWith) return err(this.failWith);
    return ok({ limits: [...this.limits], exclusion: this.exclusion });
  }

  async setLimit(kind: LimitKind, value: number | null): Promise<Result<void, DomainError>> {
    this.calls.push('setLimit');
    if (this.failWith) return err(this.failWith);
    this.limitsSet.push({ kind, value });
    return ok(undefined);
  }

  async takeBreak(request: BreakRequest): ApiResult<Exclusion> {
    this.calls.push('takeBreak');
    if (this.failWith) return err(this.failWith);
    if (request.password !== this.password)
      return err({ kind: 'validation', fields: { password: ['wrong_password'] } });
    this.exclusion = { kind: request.kind, endsAt: Date.UTC(2030, 0, 2) };
    return ok(this.exclusion);
  }
}
