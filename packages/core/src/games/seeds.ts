/** A client seed the contract accepts: 1 to 64 characters of A-Z a-z 0-9 _ - (docs/contract.md, "Seed pair"). */
export function isValidClientSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** A server seed as the API makes it: 64 lowercase hex characters. */
export function isServerSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}
