import type { DomainError } from '@casino/core';

/** The API's refusals for safer play (contract, "Safer play"): a limit reached, a time-out, a self-exclusion. */
const REFUSALS: ReadonlySet<string> = new Set(['limit_exceeded', 'timed_out', 'self_excluded']);

/** Which refusal (its §8-style key) and its parameters: the limit and the date it ends. */
export interface SaferPlayRefusalFacts {
  readonly key: string;
  readonly params: ServerError['params'];
}

type ServerError = Extract<DomainError, { readonly kind: 'server' }>;

const isServerError = (error: { readonly kind: string }): error is ServerError => error.kind === 'server';

/** The refusal a failure carries, if it is one of safer play's. */
export function saferPlayRefusal(error: { readonly kind: string }): SaferPlayRefusalFacts | null {
  if (!isServerError(error)) return null;
  const { messageKey, params } = error;
  return messageKey !== undefined && REFUSALS.has(messageKey) ? { key: messageKey, params } : null;
}
