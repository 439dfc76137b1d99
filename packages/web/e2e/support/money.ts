import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';
import { API_URL } from './servers.ts';

/** A new USD player who has never deposited: their own, so no other spec moves their money or limits. */
export async function newPlayer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = `money-${randomUUID()}@example.test`;
  const registered = await request.post(`${API_URL}/api/v2/auth/register/email`, {
    data: { email, password: DEMO_PASSWORD, currency: 'USD' },
  });
  const { token } = (await registered.json()) as { token: string };
  return { email, token };
}

/** The local API's development action on a withdrawal: the payment provider paying it out. */
export async function approveWithdrawal(request: APIRequestContext, id: string): Promise<void> {
  const answer = await request.post(`${API_URL}/__dev/withdrawals/${id}/approve`);
  if (!answer.ok()) throw new Error(`approve ${id}: ${answer.status()}`);
}
