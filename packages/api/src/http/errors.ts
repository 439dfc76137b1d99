/** Field name → codes (docs/contract.md, "Error shapes"). */
export type FieldErrors = Record<string, string[]>;

/** An answer other than success, thrown from a handler and written by the app's error handler. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body['message'] === 'string' ? body['message'] : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (errors: FieldErrors) => new ApiError(400, { message: 'bad_request', errors });

export const validation = (errors: FieldErrors) => new ApiError(422, { message: 'validation', errors });

export const fieldError = (field: string, code: string) => validation({ [field]: [code] });

export const unauthenticated = () => new ApiError(401, { message: 'unauthenticated' });

export const forbidden = (code: string) => new ApiError(403, { error: code });

export const notFound = () => new ApiError(404, { message: 'not_found' });

export const payloadTooLarge = () => new ApiError(413, { message: 'payload_too_large' });

export const unsupportedMediaType = () =>
  new ApiError(415, { message: 'unsupported_media_type', errors: { body: ['json_required'] } });

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, { message: 'too_many_requests' }, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Whether a handler failed because the client went away mid-request (a body cut off, the connection reset): the
 * client's doing, not the server's, so it is logged as one line, without a stack, and answered 400 if at all.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    error instanceof Error &&
    (code === 'ECONNRESET' || code === 'ECONNABORTED' || error.name === 'AbortError')
  );
}

export const regionBlocked = () => new ApiError(451, { message: 'region_blocked' });
