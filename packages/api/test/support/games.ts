import { registerPlayer, type TestApi } from './api.ts';
import type { EmailRegistration } from './factories.ts';
import type { HttpAnswer, Json } from './http.ts';

export interface FundedPlayer {
  readonly token: string;
  readonly currency: EmailRegistration['currency'];
}

/** A new player of a currency with `deposit` paid in by card through the provider (the dev route pays the invoice). */
export async function fundedPlayer(
  t: TestApi,
  currency: EmailRegistration['currency'],
  deposit: number,
): Promise<FundedPlayer> {
  const { token } = await registerPlayer(t.http, { currency });
  if (deposit > 0) {
    const data = await t.http.get('/api/v2/billing/data', { token });
    const card = data.body['data']['payments']['methods'][0];
    const invoice = await t.http.post(
      '/api/v2/billing/payment',
      { method: card.hash, amount: deposit },
      { token },
    );
    if (invoice.status !== 200) throw new Error(`deposit failed: ${invoice.text}`);
    const paid = await t.http.post(`/__dev/invoices/${invoice.body['data']['id']}/pay`);
    if (paid.status !== 200) throw new Error(`payment failed: ${paid.text}`);
  }
  return { token, currency };
}

/** The player's balance in minor units, as the profile reports it. */
export async function balanceMinor(t: TestApi, token: string): Promise<number> {
  const answer = await t.http.get('/profile/user', { token });
  return Math.round(answer.body['data']['balance'] * 100);
}

let keys = 0;
/** A fresh Idempotency-Key per call unless one is given. */
export const newKey = () => `key-${(keys += 1)}`;

export function placeBet(
  t: TestApi,
  token: string,
  game: string,
  body: unknown,
  key: string | null = newKey(),
  base = '',
): Promise<HttpAnswer<Json>> {
  return t.http.post(`${base}/games/${game}/bets`, body, {
    token,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** A legal bet of each game at the given stake (roulette: one chip on red). */
export function betBody(game: string, amount: number): Json {
  switch (game) {
    case 'dice':
      return { amount, params: { target: 50.5, direction: 'under' } };
    case 'coinflip':
      return { amount, params: { side: 'heads' } };
    case 'roulette':
      return { amount, params: { chips: [{ kind: 'red', numbers: RED, amount }] } };
    case 'keno':
      return { amount, params: { picks: [1, 7, 13, 22, 38], risk: 'classic' } };
    default:
      return { amount, params: { risk: 'medium', segments: 20 } };
  }
}
