import { readdirSync } from 'node:fs';
import { CURRENCIES } from '@casino/core';
import type { WireSchema } from '../../src/http/schemas/common.ts';

/** Builders that wrap another schema (`{ data: item }`); they are exercised through the schemas built with them. */
const BUILDERS = new Set(['dataSchema', 'dataListSchema']);

export interface CatalogueEntry {
  /** `<file>.<export>`, with the currency for schemas made per currency (`billing.invoiceSchema(USD)`). */
  readonly name: string;
  /** The key of its well-formed sample. */
  readonly sampleKey: string;
  readonly schema: WireSchema<unknown>;
}

const isSchema = (value: unknown): value is WireSchema<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { safeParse?: unknown }).safeParse === 'function';

/**
 * Every response schema in src/http/schemas, found by reading the folder: a schema added there is fuzzed without
 * anyone listing it. Schema factories taking a currency are built for each currency.
 */
export async function responseSchemas(): Promise<CatalogueEntry[]> {
  const folder = new URL('../../src/http/schemas/', import.meta.url);
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const entries: CatalogueEntry[] = [];
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    const prefix = file.replace(/\.ts$/, '');
    for (const [exportName, value] of Object.entries(module)) {
      const sampleKey = `${prefix}.${exportName}`;
      if (isSchema(value)) entries.push({ name: sampleKey, sampleKey, schema: value });
      else if (typeof value === 'function' && /Schema$/.test(exportName) && !BUILDERS.has(exportName)) {
        for (const currency of CURRENCIES) {
          const built: unknown = (value as (currency: string) => unknown)(currency);
          if (isSchema(built)) entries.push({ name: `${sampleKey}(${currency})`, sampleKey, schema: built });
        }
      }
    }
  }
  return entries;
}
