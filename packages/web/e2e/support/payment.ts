import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL } from './servers.ts';

/**
 * Pays an invoice as its payer does (issue 34: no money flow needs a development route): the payment stand-in's own
 * page at the invoice's `pay_url`, its form posted. Its answer is the page that says the payment was received; an
 * expired or unknown invoice answers 422 or 404.
 */
export async function payOnStandIn(request: APIRequestContext, payUrl: string): Promise<void> {
  const answer = await request.post(payUrl, { form: {} });
  expect(answer.ok(), `pay ${payUrl}`).toBe(true);
}

/**
 * A deposit of `amount` in the player's currency by the first method, made over the API of `apiUrl` and paid on the
 * stand-in's page as a payer pays it: it grants whatever waits for it (a checked code, a welcome step).
 */
export async function depositAndPay(
  request: APIRequestContext,
  token: string,
  amount = 100,
  apiUrl = API_URL,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const billing = await request.get(`${apiUrl}/api/v2/billing/data`, { headers });
  const methods = ((await billing.json()) as { data: { payments: { methods: { hash: string }[] } } }).data
    .payments.methods;
  const invoice = await request.post(`${apiUrl}/api/v2/billing/payment`, {
    headers,
    data: { method: methods[0]?.hash, amount },
  });
  expect(invoice.ok(), 'the invoice is made').toBe(true);
  const { data } = (await invoice.json()) as { data: { pay_url: string } };
  await payOnStandIn(request, data.pay_url);
}
