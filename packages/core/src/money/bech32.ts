// BIP 173 (bech32, witness version 0) and BIP 350 (bech32m, versions 1 to 16) segwit addresses.
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    GENERATORS.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator;
    });
  }
  return checksum >>> 0;
}

const expandPrefix = (prefix: string): number[] => [
  ...Array.from(prefix, (c) => c.charCodeAt(0) >> 5),
  0,
  ...Array.from(prefix, (c) => c.charCodeAt(0) & 31),
];

/** Regroups bits (5 → 8 here); null when the padding is not zero bits of less than a group, as BIP 173 demands. */
function regroup(data: readonly number[], from: number, to: number): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  for (const value of data) {
    accumulator = (accumulator << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((accumulator >> bits) & ((1 << to) - 1));
    }
  }
  if (bits >= from || ((accumulator << (to - bits)) & ((1 << to) - 1)) !== 0) return null;
  return out;
}

/** Whether a string is a valid segwit address with the given human-readable part (`bc`, `ltc`). */
export function isSegwitAddress(address: string, prefix: string): boolean {
  if (address.length > 90 || (address !== address.toLowerCase() && address !== address.toUpperCase()))
    return false;
  const text = address.toLowerCase();
  const separator = text.lastIndexOf('1');
  if (text.slice(0, separator) !== prefix || text.length - separator - 1 < 7) return false;
  const data = Array.from(text.slice(separator + 1), (c) => CHARSET.indexOf(c));
  if (data.some((value) => value < 0)) return false;
  const [version = -1, ...rest] = data.slice(0, -6);
  if (version > 16) return false;
  const constant = polymod([...expandPrefix(prefix), ...data]);
  if (constant !== (version === 0 ? BECH32 : BECH32M)) return false;
  const program = regroup(rest, 5, 8);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}
