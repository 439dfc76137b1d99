import type { MirrorInfo } from '@casino/core';

/**
 * Reads the `/mirror` answer (docs/contract.md): `{ redirect: { newLink }, oldDomain?, meta_yandex_verification, sso }`.
 * The worker has no schema library, so the shape is checked by hand; anything off returns null and the stored copy
 * is kept rather than replaced by a broken one.
 */
export function parseMirrorAnswer(body: unknown): MirrorInfo | null {
  if (!isRecord(body)) return null;
  const redirect = body['redirect'] ?? null;
  if (redirect !== null && !isRecord(redirect)) return null;
  const newLink = redirect === null ? null : (redirect['newLink'] ?? null);
  const fields = [
    newLink,
    body['oldDomain'] ?? null,
    body['meta_yandex_verification'] ?? null,
    body['sso'] ?? null,
  ];
  if (!fields.every(isOptionalString)) return null;
  const [link, oldDomain, metaYandexVerification, sso] = fields as (string | null)[];
  if (link && !isHttpUrl(link)) return null;
  if (sso && !isHttpUrl(sso)) return null;
  return {
    newLink: link || null,
    oldDomain: oldDomain || null,
    metaYandexVerification: metaYandexVerification || null,
    sso: sso || null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isHttpUrl(raw: string): boolean {
  try {
    const { protocol } = new URL(raw);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
