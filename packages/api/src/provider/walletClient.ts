/**
 * The provider's side of the seamless wallet: HTTP calls to the operator with the shared key. A call that times out or
 * fails on the network is sent again with the same transaction id, which the wallet answers once (docs/contract.md).
 */
export interface WalletSession {
  readonly player_id: number | null;
  readonly slug: string;
  readonly mode: 'demo' | 'play';
  readonly currency: string;
  readonly locale: string;
  readonly return_url: string;
}

export interface FreeSpinsGrant {
  readonly id: number;
  readonly count: number;
  readonly stake_minor: number;
}

/** The wallet said no (a status and its message), as opposed to not answering at all. */
export class WalletRefusal extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string) {
    super(`wallet refused: ${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

/** The wallet did not answer after every attempt. */
export class WalletUnreachable extends Error {}

const ATTEMPTS = 3;
const TIMEOUT_MS = 5_000;

export class WalletClient {
  readonly #base: string;
  readonly #key: string;

  constructor(base: string, key: string) {
    this.#base = base;
    this.#key = key;
  }

  async #call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(`${this.#base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-provider-key': this.#key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        lastError = error;
        continue;
      }
      if (response.status >= 500) {
        lastError = new Error(`wallet answered ${response.status}`);
        continue;
      }
      const json = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
      if (!response.ok || !json || json.data === undefined) {
        throw new WalletRefusal(response.status, json?.message ?? 'malformed_answer');
      }
      return json.data;
    }
    throw new WalletUnreachable(String(lastError));
  }

  session(token: string) {
    return this.#call<WalletSession>('/wallet/session', { token });
  }

  balance(token: string) {
    return this.#call<{ balance_minor: number }>('/wallet/balance', { token });
  }

  freeSpins(token: string) {
    return this.#call<FreeSpinsGrant[]>('/wallet/free-spins', { token });
  }

  debit(token: string, transactionId: string, roundId: string, amount: number) {
    return this.#call<{ balance_minor: number }>('/wallet/debit', {
      token,
      transaction_id: transactionId,
      round_id: roundId,
      amount,
    });
  }

  credit(token: string, transactionId: string, roundId: string, amount: number, freeSpinsId: number | null) {
    return this.#call<{ balance_minor: number }>('/wallet/credit', {
      token,
      transaction_id: transactionId,
      round_id: roundId,
      amount,
      free_spins_id: freeSpinsId,
    });
  }

  rollback(token: string, transactionId: string, referenceId: string) {
    return this.#call<{ balance_minor: number }>('/wallet/rollback', {
      token,
      transaction_id: transactionId,
      reference_transaction_id: referenceId,
    });
  }
}
