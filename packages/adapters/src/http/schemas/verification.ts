import { verificationStatus, type IdentityCheck } from '@casino/core';
import { z } from 'zod/mini';
import { idSchema, mapped, optionalString } from './common.ts';

const documentSchema = mapped(
  z.object({
    id: idSchema,
    kind: z.string(),
    file_name: z.string(),
    size: z.number(),
    created_at: z.string(),
  }),
  (wire) => ({
    id: wire.id,
    kind: wire.kind,
    fileName: wire.file_name,
    size: wire.size,
    createdAt: wire.created_at,
  }),
);

/** The identity check (docs/contract.md, "Identity verification"): the §4 status, the reason, the documents. */
export const identityCheckSchema = mapped(
  z.object({
    status: optionalString,
    reason: optionalString,
    documents: z.array(documentSchema),
  }),
  (wire): IdentityCheck => ({
    status: verificationStatus(wire.status),
    reason: wire.reason,
    documents: wire.documents,
  }),
);
