// The checksums are the audited @noble/hashes and @scure/base (allowed in core by name, tools/eslint/layers.js):
// what stays here is each network's rules on top of them.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

/** The networks a crypto payout can go to; USDT travels on TRON (TRC-20) or Ethereum (ERC-20). */
export const PAYOUT_NETWORKS = ['btc', 'eth', 'tron', 'ltc'] as const;
export type PayoutNetwork = (typeof PAYOUT_NETWORKS)[number];

/** Base58check version bytes: BTC P2PKH 0x00 and P2SH 0x05; LTC L… 0x30, M… 0x32 and the legacy 3… 0x05. */
const BASE58_VERSIONS: Readonly<Record<'btc' | 'ltc' | 'tron', readonly number[]>> = {
  btc: [0x00, 0x05],
  ltc: [0x30, 0x32, 0x05],
  tron: [0x41],
};

const base58check = createBase58check(sha256);

/** The payload of a base58check string (version byte included) when its double-SHA-256 checksum holds, else null. */
function base58Payload(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

function isBase58Address(address: string, network: 'btc' | 'ltc' | 'tron'): boolean {
  if (address.length < 26 || address.length > 35) return false;
  const payload = base58Payload(address);
  return payload !== null && payload.length === 21 && BASE58_VERSIONS[network].includes(payload[0] ?? -1);
}

/**
 * A segwit address with the given human-readable part (`bc`, `ltc`): witness version 0 checksummed with bech32
 * (BIP 173), versions 1 to 16 with bech32m (BIP 350); a program of 2 to 40 bytes, and 20 or 32 for version 0.
 */
function isSegwitAddress(address: string, prefix: string): boolean {
  const v0 = bech32.decodeUnsafe(address);
  const decoded = v0 && v0.words[0] === 0 ? v0 : bech32m.decodeUnsafe(address);
  if (!decoded || decoded.prefix !== prefix) return false;
  const [version = -1, ...words] = decoded.words;
  if (version < 0 || version > 16 || (version === 0) !== (decoded === v0)) return false;
  const program = bech32.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * An Ethereum address: 0x and 40 hex digits. All-lower and all-upper carry no checksum and pass (wallets still print
 * them); a mixed-case one must match its EIP-55 checksum (Keccak-256, not NIST SHA3-256), so a mistyped letter in a
 * checksummed address is caught.
 */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const hash = keccak_256(ascii(body.toLowerCase()));
  return Array.from(body).every((char, i) => {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    return /\d/.test(char) || char === (nibble >= 8 ? char.toUpperCase() : char.toLowerCase());
  });
}

/** Whether an address is one the network accepts, its checksum included where the format has one. */
export function isPayoutAddress(network: PayoutNetwork, raw: string): boolean {
  const address = raw.trim();
  switch (network) {
    case 'btc':
      return isBase58Address(address, 'btc') || isSegwitAddress(address, 'bc');
    case 'ltc':
      return isBase58Address(address, 'ltc') || isSegwitAddress(address, 'ltc');
    case 'tron':
      return address.startsWith('T') && isBase58Address(address, 'tron');
    case 'eth':
      return isEthereumAddress(address);
  }
}

/** The network of a payout method by its name (`USDT (TRC20)`, `Bitcoin`…), or null when the name names none. */
export function networkOfMethod(name: string): PayoutNetwork | null {
  const text = name.toUpperCase();
  if (/TRC-?20|TRON|\bTRX\b/.test(text)) return 'tron';
  if (/ERC-?20|ETHEREUM|\bETH\b/.test(text)) return 'eth';
  if (/LITECOIN|\bLTC\b/.test(text)) return 'ltc';
  if (/BITCOIN|\bBTC\b/.test(text)) return 'btc';
  return null;
}

/** Card digits without the spaces and dashes people type, when 13 to 19 digits pass the Luhn check; else null. */
export function parseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0 ? digits : null;
}
