import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** An identity document is at most 5 MiB (docs/contract.md, "Identity verification"). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The kinds of document a player may send. */
export const DOCUMENT_KINDS = ['passport', 'id_card', 'driving_licence', 'selfie'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentMediaType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** The first bytes each accepted type starts with: the file's own signature, whatever type the sender declared. */
const SIGNATURES: readonly (readonly [DocumentMediaType, readonly number[]])[] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The type the bytes are, by their signature; null when they are none of JPEG, PNG or PDF. */
export function sniffDocumentType(bytes: Uint8Array): DocumentMediaType | null {
  for (const [type, signature] of SIGNATURES)
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return type;
  return null;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes the file under the documents folder, named by its SHA-256 (so the same file sent twice is one file), in a
 * folder per player; the database keeps only the digest, the type and the size.
 */
export function storeDocumentFile(dir: string, playerId: number, bytes: Uint8Array, sha256: string): string {
  const folder = path.join(dir, String(playerId));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, sha256);
  writeFileSync(file, bytes, { mode: 0o600 });
  return file;
}

export const documentFilePath = (dir: string, playerId: number, sha256: string): string =>
  path.join(dir, String(playerId), sha256);
