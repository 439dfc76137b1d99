import type { Context } from 'hono';
import { badRequest } from './errors.ts';

/**
 * The request's JSON object. An empty body counts as `{}` (calls that take only a bearer send none);
 * anything that is not a JSON object is a 400.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
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
