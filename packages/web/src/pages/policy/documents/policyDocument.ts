/** A policy document in its own language: numbered sections of paragraphs. */
export interface PolicyDocument {
  /** The document's language, for the lang attribute. */
  readonly lang: 'en' | 'ru';
  /** ISO date of the current revision. */
  readonly revised: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}
