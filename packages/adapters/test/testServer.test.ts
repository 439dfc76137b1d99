import { describe, expect, it } from 'vitest';
import { startTestServer } from './support/testServer.ts';

describe("the tests' HTTP server closes without cutting an answer", () => {
  it('answers a request that was under way when it was asked to close, and then closes', async () => {
    const server = await startTestServer(() => ({ json: { late: true }, delayMs: 200 }));
    const answer = fetch(`${server.baseUrl}/slow`);
    // The request has arrived and waits for its answer.
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = server.close();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ late: true });
    await closed;
    await expect(fetch(`${server.baseUrl}/after`)).rejects.toThrow();
  });

  it('cuts an answer held for longer than a second, so a test never waits on it', async () => {
    const server = await startTestServer(() => ({ json: {}, delayMs: 1_500 }));
    const answer = fetch(`${server.baseUrl}/held`).catch((error: unknown) => error);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.close();
    expect(await answer).toBeInstanceOf(Error);
  });
});
