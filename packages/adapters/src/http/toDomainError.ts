import axios, { type AxiosError } from 'axios';
import type { DomainError } from '@casino/core';
import { readErrorBody, type ErrorBody } from './schemas/errorBody.ts';

/** The client-side words of §8 for a call that got no answer. */
export function clientErrorMessage(error: AxiosError): string {
  const timedOut =
    error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
  if (timedOut) return `timeout of ${error.config?.timeout ?? 0} ms exceeded`;
  if (error.code === 'ECONNABORTED' || error.code === 'ERR_CANCELED') return 'Request aborted';
  if (error.message.startsWith('Unsupported protocol')) return error.message;
  return 'Network Error';
}

function fieldMessages(errors: NonNullable<ErrorBody['errors']>): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      typeof messages === 'string' ? [messages] : messages,
    ]),
  );
}

/** The domain error for an answered call, per the contract's error shapes. */
export function errorForStatus(status: number, data: unknown): DomainError {
  const body = readErrorBody(data);
  if (body.message === 'balance_not_enough') return { kind: 'insufficientBalance' };
  switch (status) {
    case 401:
      return { kind: 'unauthorised' };
    case 404:
      return { kind: 'notFound' };
    case 451:
      return { kind: 'regionBlocked' };
    case 403:
      if (body.error !== undefined) return { kind: 'forbidden', error: body.error };
      break;
    case 422:
      if (body.errors !== undefined) return { kind: 'validation', fields: fieldMessages(body.errors) };
      break;
  }
  return {
    kind: 'server',
    status,
    ...(body.message !== undefined && { messageKey: body.message }),
    ...(body.params !== undefined && { params: body.params }),
    ...(body.error !== undefined && { error: body.error }),
  };
}

/** Any failure of a call as a domain error the UI can show; never throws. */
export function toDomainError(error: unknown): DomainError {
  if (!axios.isAxiosError(error)) {
    return { kind: 'network', message: error instanceof Error ? error.message : 'Network Error' };
  }
  if (error.response) return errorForStatus(error.response.status, error.response.data);
  return { kind: 'network', message: clientErrorMessage(error) };
}
