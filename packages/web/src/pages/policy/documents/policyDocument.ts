import type { Operator } from '@casino/core';

/**
 * A policy document in its own language: numbered sections of paragraphs. `{brand}`, `{legalEntity}`, `{licence}`,
 * `{authority}` and `{supportEmail}` in its text are the configured operator's (`withOperator`).
 */
export interface PolicyDocument {
  /** The document's language, for the lang attribute. */
  readonly lang: 'en' | 'ru';
  /** ISO date of the current revision. */
  readonly revised: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

const OPERATOR_FIELD = /\{(brand|legalEntity|licence|authority|supportEmail)\}/g;

/** The document with the operator's fields filled in wherever its text names them. */
export function withOperator(document: PolicyDocument, operator: Operator): PolicyDocument {
  const fill = (text: string) =>
    text.replace(OPERATOR_FIELD, (_, field: keyof Operator) => String(operator[field]));
  return {
    ...document,
    sections: document.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}
