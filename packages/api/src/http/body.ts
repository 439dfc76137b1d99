import type { Context } from 'hono';
import { badRequest, unsupportedMediaType } from './errors.ts';

const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * The request's JSON object. An empty body counts as `{}` (calls that take only a bearer send none);
 * anything that is not a JSON object is a 400. A body not declared `application/json` is a 415: a foreign page can
 * send text/plain or a form without asking, but JSON only after a CORS preflight, which foreign origins fail.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) throw unsupportedMediaType();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest({ body: ['invalid_json'] });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest({ body: ['invalid_json'] });
  }
  return parsed as Record<string, unknown>;
}

/** A form post from the pages this server renders (social consent, payment): field → first value. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  const params = new URLSearchParams(await c.req.text());
  const form: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in form)) form[key] = value;
  return form;
}
