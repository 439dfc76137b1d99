import type { Deps } from '../deps.ts';

/** A demo session's play money and its own seed pair (table `demo_wallets`; opened by the money module). */
export interface DemoWallet {
  balance_minor: number;
  server_seed: string;
  client_seed: string;
  nonce: number;
}

export function findDemoWallet(deps: Deps, token: string): DemoWallet | undefined {
  return deps.db.get<DemoWallet>('SELECT * FROM demo_wallets WHERE token = ?', token);
}

/** The demo seed pair's next nonce, taken. */
export function takeDemoNonce(deps: Deps, token: string): number {
  return (
    deps.db.get<{ nonce: number }>(
      'UPDATE demo_wallets SET nonce = nonce + 1 WHERE token = ? RETURNING nonce - 1 AS nonce',
      token,
    )?.nonce ?? 0
  );
}
