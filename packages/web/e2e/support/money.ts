import type { APIRequestContext } from '@playwright/test';
import { registered } from './games.ts';

/** A new USD player who has never deposited: their own, so no other spec moves their money or limits. */
export function newPlayer(request: APIRequestContext): Promise<{ email: string; token: string }> {
  return registered(request);
}
