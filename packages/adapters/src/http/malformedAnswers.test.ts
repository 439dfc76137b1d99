import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Reply, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { allApis, type Apis } from '../../test/support/apis.ts';
import { CALL_CASES } from '../../test/support/wireAnswers.ts';

let server: TestServer;
let apis: Apis;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  apis = allApis(testClient(server.baseUrl, session));
});
afterAll(() => server.close());

/** A deep copy of `value` with the field at `path` removed, or replaced when `replacement` is given. */
function edited(
  value: unknown,
  path: readonly (string | number)[],
  replacement?: { value: unknown },
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement) parent[last] = replacement.value;
  else delete parent[last];
  return copy;
}

const MALFORMED: readonly {
  readonly what: string;
  readonly reply: (valid: unknown, c: (typeof CALL_CASES)[number]) => Reply;
}[] = [
  { what: 'a missing field', reply: (valid, c) => ({ json: edited(valid, c.required) }) },
  {
    what: 'a field of the wrong type',
    reply: (valid, c) => ({ json: edited(valid, c.required, { value: c.wrongType }) }),
  },
  {
    what: 'HTML instead of JSON',
    reply: () => ({ raw: '<!doctype html><html><body>Maintenance</body></html>' }),
  },
  { what: 'an empty body', reply: () => ({ raw: '' }) },
  { what: 'JSON of another shape', reply: () => ({ json: [1, 2, 3] }) },
];

describe.each(CALL_CASES)('$name answer', (callCase) => {
  it('parses a well-formed answer', async () => {
    server.handle(() => ({ json: callCase.valid }));
    const result = await callCase.call(apis);
    expect(result.ok).toBe(true);
  });

  it.each(MALFORMED)('turns $what into a malformedResponse error', async ({ reply }) => {
    server.handle(() => reply(callCase.valid, callCase));
    const result = await callCase.call(apis);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'malformedResponse', detail: expect.any(String) as unknown },
    });
  });
});
