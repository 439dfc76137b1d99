import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * What an operator may do (docs/contract.md, "Operator API"): `payments` acts on withdrawals, `kyc` on identity
 * checks, `safer_play` on players' limits and breaks, `audit` reads the audit log.
 */
export const OPERATOR_ROLES = ['payments', 'kyc', 'safer_play', 'audit'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator as configured: a name, its roles, and the SHA-256 (hex) of its bearer token, never the token. */
export interface OperatorAccount {
  readonly name: string;
  readonly roles: readonly OperatorRole[];
  readonly tokenSha256: string;
}

export interface BackOfficeOptions {
  /** The operators and their roles; default none (every operator call is then a 401). */
  readonly operators?: readonly OperatorAccount[];
  /** Where identity documents are written. Default `<data dir>/documents`, or a fresh temporary folder in memory. */
  readonly documentsDir?: string;
  /** How long an automatic payout waits after the request. Default 1800 s (docs/contract.md, "Payout rules"). */
  readonly payoutCoolingSeconds?: number;
  /** How often the payout processor runs. Default every 10 s. */
  readonly payoutEveryMs?: number;
}

export interface BackOfficeConfig {
  readonly operators: readonly OperatorAccount[];
  readonly documentsDir: string;
  readonly payoutCoolingMs: number;
  readonly payoutEveryMs: number;
}

export const DEFAULT_PAYOUT_COOLING_SECONDS = 30 * 60;
export const DEFAULT_PAYOUT_EVERY_MS = 10_000;

const operatorFileSchema = z.array(
  z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    roles: z.array(z.enum(OPERATOR_ROLES)).min(1),
    token_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);

/** The operators' JSON (`--operators-file`, `API_OPERATORS`): `[{ name, roles, token_sha256 }]`; a bad one stops the start. */
export function parseOperators(json: string, source: string): OperatorAccount[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`${source}: not JSON`);
  }
  const parsed = operatorFileSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${source}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const names = new Set(parsed.data.map((o) => o.name));
  if (names.size !== parsed.data.length) throw new Error(`${source}: operator names must differ`);
  return parsed.data.map((o) => ({ name: o.name, roles: o.roles, tokenSha256: o.token_sha256 }));
}

export function resolveBackOffice(options: BackOfficeOptions, dataDir: string): BackOfficeConfig {
  const documentsDir =
    options.documentsDir ??
    (dataDir === ':memory:'
      ? path.join(tmpdir(), `casino-api-documents-${randomBytes(6).toString('hex')}`)
      : path.join(path.resolve(dataDir), 'documents'));
  return {
    operators: options.operators ?? [],
    documentsDir: path.resolve(documentsDir),
    payoutCoolingMs: (options.payoutCoolingSeconds ?? DEFAULT_PAYOUT_COOLING_SECONDS) * 1000,
    payoutEveryMs: options.payoutEveryMs ?? DEFAULT_PAYOUT_EVERY_MS,
  };
}
