import type { TestApi } from './api.ts';
import type { HttpAnswer, Json } from './http.ts';
import { newKey } from './games.ts';

/** A TRON address with a valid base58check checksum (the USDT contract's). */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The player's methods from the billing data: the first card and the crypto payout (USDT TRC20). */
export async function payoutMethods(
  t: TestApi,
  token: string,
): Promise<{ card: string; crypto: string; phone: string }> {
  const data = (await t.http.get('/api/v2/billing/data', { token })).body['data'];
  return {
    card: data['payments']['methods'][0].hash,
    phone: data['payments']['methods'][1].hash,
    crypto: data['crypto-payouts'][0].hash,
  };
}

export async function withdraw(
  t: TestApi,
  token: string,
  body: Json,
  key: string = newKey(),
): Promise<HttpAnswer<Json>> {
  return t.http.post('/api/v2/billing/withdrawals', body, { token, headers: { 'idempotency-key': key } });
}

/** Opens an invoice; the dev route pays it unless `pay` is false. */
export async function deposit(
  t: TestApi,
  token: string,
  amount: number,
  pay = true,
): Promise<HttpAnswer<Json>> {
  const { card } = await payoutMethods(t, token);
  const invoice = await t.http.post('/api/v2/billing/payment', { method: card, amount }, { token });
  if (pay && invoice.status === 200) await t.http.post(`/__dev/invoices/${invoice.body['data']['id']}/pay`);
  return invoice;
}

export async function setLimit(t: TestApi, token: string, kind: string, value: number | null) {
  return t.http.put(`/profile/limits/${kind}`, { value }, { token });
}
