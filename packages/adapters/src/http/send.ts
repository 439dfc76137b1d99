import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { err, ok, type ApiResult, type DomainError } from '@casino/core';
import type { z } from 'zod/mini';
import { parseWire, type WireSchema } from './schemas/common.ts';
import { toDomainError } from './toDomainError.ts';

const MAX_ISSUES_IN_DETAIL = 3;

/**
 * One issue in words. zod/mini ships no message locale (it would weigh on the first load), so its own issues say only
 * "Invalid input"; their code and what was expected say the rest. Our own (custom) issues carry their message.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.') || '(answer)';
  if (issue.code === 'custom') return `${where}: ${issue.message}`;
  const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
  return `${where}: ${issue.code}${expected}`;
}

function malformed(config: AxiosRequestConfig, error: z.core.$ZodError): DomainError {
  const issues = error.issues.slice(0, MAX_ISSUES_IN_DETAIL).map(describeIssue).join('; ');
  return {
    kind: 'malformedResponse',
    detail: `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}: ${issues}`,
  };
}

/**
 * Sends one call and parses its answer with the contract's schema: the core gets its own types or a domain error,
 * never an exception or a half-read answer.
 */
export async function send<T>(
  http: AxiosInstance,
  config: AxiosRequestConfig,
  schema: WireSchema<T>,
): ApiResult<T> {
  try {
    const response = await http.request<unknown>(config);
    const parsed = parseWire(schema, response.data);
    return parsed.success ? ok(parsed.data) : err(malformed(config, parsed.error));
  } catch (error) {
    return err(toDomainError(error));
  }
}
