import type { APIRequestContext } from '@playwright/test';
import { registered } from './games.ts';
import { API_URL } from './servers.ts';

/** A new USD player who has never deposited: their own, so no other spec moves their money or limits. */
export function newPlayer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  return registered(request);
}

/** The local API's development action on a withdrawal: the payment provider paying it out. */
export async function approveWithdrawal(request: APIRequestContext, id: string): Promise<void> {
  const answer = await request.post(`${API_URL}/__dev/withdrawals/${id}/approve`);
  if (!answer.ok()) throw new Error(`approve ${id}: ${answer.status()}`);
}
