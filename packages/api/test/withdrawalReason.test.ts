import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { asOperator, freshTronAddress, TEST_OPERATORS, verifiedPlayer } from './support/backOffice.ts';
import { withdraw } from './support/money.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ operators: TEST_OPERATORS, accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

describe("a rejected withdrawal's reason (issue 34)", () => {
  it('is shown to the player exactly as the operator gave it, and only on the rejected one', async () => {
    const chief = asOperator(t, 'chief');
    const p = await verifiedPlayer(t, 'RUB', 1000);
    const ask = async (amount: number) =>
      (await withdraw(t, p.token, { method: p.methods.crypto, amount, destination: freshTronAddress() }))
        .body['data']['id'] as string;
    const [rejected, paid, pending] = [await ask(300), await ask(200), await ask(100)];
    const reason = 'The name on the account <b>differs</b> & the "address" is new';
    expect((await chief.post(`/withdrawals/${rejected}/reject`, { reason })).status).toBe(200);
    expect((await chief.post(`/withdrawals/${paid}/approve`)).status).toBe(200);

    const list = (await t.http.get('/api/v2/billing/withdrawals', { token: p.token })).body['data'] as {
      id: string;
      status: string;
      reason: string | null;
    }[];
    const byId = (id: string) => list.find((row) => row.id === id);
    expect(byId(rejected)).toMatchObject({ status: 'rejected', reason });
    expect(byId(paid)).toMatchObject({ status: 'paid', reason: null });
    expect(byId(pending)).toMatchObject({ status: 'pending', reason: null });
  });
});
