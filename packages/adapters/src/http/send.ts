import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { err, ok, type ApiResult, type DomainError } from '@casino/core';
import type { z } from 'zod';
import { toDomainError } from './toDomainError.ts';

const MAX_ISSUES_IN_DETAIL = 3;

function malformed(config: AxiosRequestConfig, error: z.ZodError): DomainError {
  const issues = error.issues
    .slice(0, MAX_ISSUES_IN_DETAIL)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
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
  schema: z.ZodType<T, unknown>,
): ApiResult<T> {
  try {
    const response = await http.request<unknown>(config);
    const parsed = schema.safeParse(response.data);
    return parsed.success ? ok(parsed.data) : err(malformed(config, parsed.error));
  } catch (error) {
    return err(toDomainError(error));
  }
}
