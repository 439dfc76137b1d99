// The API's own address checks, written apart from the client's (packages/core/src/money/payoutAddress.ts): the two
// share only the contract (docs/contract.md, withdrawals) and the audited checksum libraries under it.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

export type PayoutNetwork = 'btc' | 'eth' | 'tron' | 'ltc';

type Check = (address: string) => boolean;

const base58check = createBase58check(sha256);

/** A base58check address of a version byte and a 20-byte hash, the version one of `versions`. */
const base58With =
  (...versions: number[]): Check =>
  (address) => {
    if (address.length < 26 || address.length > 35) return false;
    try {
      const payload = base58check.decode(address);
      return payload.length === 21 && versions.includes(payload[0] ?? -1);
    } catch {
      return false;
    }
  };

/**
 * A segwit address under `hrp`: witness version 0 in bech32 (BIP 173) with a 20- or 32-byte program, versions 1 to 16
 * in bech32m (BIP 350) with 2 to 40 bytes.
 */
const segwitUnder =
  (hrp: string): Check =>
  (address) => {
    for (const [coder, forVersionZero] of [
      [bech32, true],
      [bech32m, false],
    ] as const) {
      const decoded = coder.decodeUnsafe(address);
      if (!decoded || decoded.prefix !== hrp) continue;
      const [version, ...words] = decoded.words;
      if (version === undefined || version > 16 || (version === 0) !== forVersionZero) return false;
      const size = coder.fromWordsUnsafe(words)?.length ?? 0;
      return version === 0 ? size === 20 || size === 32 : size >= 2 && size <= 40;
    }
    return false;
  };

/** 0x and 40 hex digits; a mixed-case one must carry its EIP-55 checksum (Keccak-256 of the lower-case digits). */
const eip55: Check = (address) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (!/[a-f]/.test(digits) || !/[A-F]/.test(digits)) return true;
  const lower = digits.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return Array.from(lower).every(
    (char, i) => digits[i] === (parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char),
  );
};

/** Base58check versions: BTC P2PKH 0x00, P2SH 0x05; LTC L… 0x30, M… 0x32, legacy 3… 0x05; TRON 0x41 (`T…`). */
const CHECKS: Readonly<Record<PayoutNetwork, readonly Check[]>> = {
  btc: [base58With(0x00, 0x05), segwitUnder('bc')],
  ltc: [base58With(0x30, 0x32, 0x05), segwitUnder('ltc')],
  tron: [(address) => address.startsWith('T') && base58With(0x41)(address)],
  eth: [eip55],
};

/** Whether an address is one the network accepts, its checksum included where the format has one. */
export function isPayoutAddress(network: PayoutNetwork, raw: string): boolean {
  const address = raw.trim();
  return CHECKS[network].some((check) => check(address));
}

const METHOD_NETWORKS: readonly (readonly [RegExp, PayoutNetwork])[] = [
  [/TRC-?20|TRON|\bTRX\b/i, 'tron'],
  [/ERC-?20|ETHEREUM|\bETH\b/i, 'eth'],
  [/LITECOIN|\bLTC\b/i, 'ltc'],
  [/BITCOIN|\bBTC\b/i, 'btc'],
];

/** The network of a payout method by its name (`USDT (TRC20)`, `Bitcoin`…), or null when the name names none. */
export function networkOfMethod(name: string): PayoutNetwork | null {
  return METHOD_NETWORKS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
