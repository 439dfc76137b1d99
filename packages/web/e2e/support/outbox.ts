import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './servers.ts';

/** The code of the newest message to an address or phone in the local API's outbox (newest first). */
export async function lastCodeFor(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`${API_URL}/__dev/outbox`, { params: { to } });
  const { data } = (await answer.json()) as { data: { code: string | null }[] };
  const code = data.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
