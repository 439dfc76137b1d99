import type { Logger } from '@casino/core';
import { startTestServer, type TestServer } from './testServer.ts';

const CORS = {
  'access-control-allow-origin': 'http://localhost:3000',
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** An analytics ingest host as posthog-js meets it from the test page: CORS, these feature flags, every event taken. */
export function startIngestServer(featureFlags: Readonly<Record<string, boolean>> = {}): Promise<TestServer> {
  return startTestServer((request) => {
    if (request.method === 'OPTIONS') return { status: 204, headers: CORS };
    if (request.path.includes('/flags')) return { headers: CORS, json: { featureFlags } };
    return { headers: CORS, json: { status: 1 } };
  });
}

export const silentLogger: Logger = { warn: () => undefined, error: () => undefined };
