import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  sha256Hex,
  sniffDocumentType,
  storeDocumentFile,
  type DocumentKind,
} from './documentFiles.ts';
import { requireAuth } from '../http/auth.ts';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import { addDocument, verificationAnswer } from './verificationStore.ts';

/** The declared types a browser may send for the three accepted files (the bytes are checked on their own). */
const DECLARED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf']);

const tooLarge = () =>
  new ApiError(
    413,
    { message: 'payload_too_large', errors: { file: ['too_large'] } },
    { Connection: 'close' },
  );

/** A name to show back to the player: no folders, no control characters, at most 120 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 120) || 'document';

/** Identity verification (issue 34, item 4; docs/contract.md "Identity verification"). */
export function verificationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/api/v2/profile/verification', (c) => {
    const auth = requireAuth(c, deps);
    return c.json({ data: verificationAnswer(deps, auth.playerId) });
  });

  app.post('/api/v2/profile/verification/documents', async (c) => {
    const auth = requireAuth(c, deps);
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
      throw new ApiError(415, {
        message: 'unsupported_media_type',
        errors: { body: ['multipart_required'] },
      });
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest({ body: ['invalid'] });
    }
    const kind = form['kind'];
    if (typeof kind !== 'string' || !(DOCUMENT_KINDS as readonly string[]).includes(kind))
      throw fieldError('kind', 'invalid');
    const file = form['file'];
    if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'required');
    if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffDocumentType(bytes);
    const declared = file.type.toLowerCase();
    // The bytes decide; a declared type that says otherwise (a PDF sent as a PNG) is refused as well.
    const declaredFits =
      declared === '' ||
      (DECLARED_TYPES.has(declared) && (declared === 'image/jpg' ? 'image/jpeg' : declared) === sniffed);
    if (sniffed === null || !declaredFits) throw fieldError('file', 'unsupported_type');
    const sha256 = sha256Hex(bytes);
    storeDocumentFile(deps.config.backOffice.documentsDir, auth.playerId, bytes, sha256);
    const outcome = addDocument(deps, auth.playerId, {
      kind: kind as DocumentKind,
      file_name: cleanName(file.name),
      media_type: sniffed,
      size_bytes: bytes.length,
      sha256,
    });
    if (outcome === 'already_verified') throw new ApiError(409, { message: 'already_verified' });
    if (outcome === 'too_many') throw fieldError('file', 'too_many');
    return c.json({ data: verificationAnswer(deps, auth.playerId) });
  });
}
