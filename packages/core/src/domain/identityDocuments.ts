import type { VerificationStatus } from './user.ts';

/** The documents a player may send for the identity check (docs/contract.md, "Identity verification"). */
export const DOCUMENT_KINDS = ['passport', 'id_card', 'driving_licence', 'selfie'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** At most 5 MiB a file, as the API holds it. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The declared types the file picker offers; the API reads the bytes' own signature as well. */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** A file as the browser describes it before it is sent (a `File` fits). */
export interface DocumentFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type DocumentProblem = 'empty' | 'too_large' | 'unsupported_type';

/** What is wrong with a chosen file before it is sent, or null: the browser's half of the API's checks. */
export function documentProblem(file: DocumentFile): DocumentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'too_large';
  const type = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  return (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(type) ? null : 'unsupported_type';
}

export interface SentDocument {
  readonly id: string;
  readonly kind: string;
  readonly fileName: string;
  readonly size: number;
  readonly createdAt: string;
}

/** The identity check as the player's own call answers it: the §4 status, the rejection's reason and the files sent. */
export interface IdentityCheck {
  readonly status: VerificationStatus | null;
  readonly reason: string | null;
  readonly documents: readonly SentDocument[];
}
