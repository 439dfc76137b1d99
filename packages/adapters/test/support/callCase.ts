import type { ApiResult } from '@casino/core';
import type { Apis } from './apis.ts';

/** One call of a port with a well-formed answer, a required field of it, and a wrong-typed value for that field. */
export interface CallCase {
  readonly name: string;
  readonly call: (apis: Apis) => ApiResult<unknown>;
  readonly valid: unknown;
  readonly required: readonly (string | number)[];
  readonly wrongType: unknown;
}
