/** The slot verifier's form (issue 19), as text the player can edit; `game=slot` in the link. */
export interface SlotVerifierFields {
  /** The slot's maths (`fruits`, `gems`, `pharaoh`), as the slot's page names it. */
  readonly maths: string;
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: string;
  readonly stake: string;
  readonly currency: string;
  readonly freeSpin: boolean;
}

export const EMPTY_SLOT_FIELDS: SlotVerifierFields = {
  maths: 'fruits',
  serverSeed: '',
  commitment: '',
  clientSeed: '',
  nonce: '',
  stake: '',
  currency: 'USD',
  freeSpin: false,
};

const MAX_FIELD_LENGTH = 256;

/** Query names of the text fields, as the slot's page writes its link. */
const QUERY_NAMES = {
  maths: 'maths',
  serverSeed: 'server_seed',
  commitment: 'server_seed_hashed',
  clientSeed: 'client_seed',
  nonce: 'nonce',
  stake: 'stake',
  currency: 'currency',
} as const satisfies Readonly<Partial<Record<keyof SlotVerifierFields, string>>>;

export function isSlotVerifierGame(game: string | null): boolean {
  return game === 'slot';
}

/** The form filled from a link: unknown names ignored, every value cut to a sane length. */
export function slotFieldsFromQuery(search: string): SlotVerifierFields {
  const query = new URLSearchParams(search);
  const fields: Record<string, string | boolean> = {
    ...EMPTY_SLOT_FIELDS,
    freeSpin: query.get('free') === '1',
  };
  for (const [field, name] of Object.entries(QUERY_NAMES)) {
    const value = query.get(name);
    if (value !== null) fields[field] = value.slice(0, MAX_FIELD_LENGTH);
  }
  return fields as unknown as SlotVerifierFields;
}
