import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';
import { isEthereumAddress, isPayoutAddress, networkOfMethod, parseCardNumber } from './payoutAddress.ts';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The base58check encoder, so the property tests can make valid addresses of any payload. */
const base58Check = (payload: Uint8Array): string => createBase58check(sha256).encode(payload);

/** Changes one character to another of the same alphabet. */
function mutate(text: string, at: number, shift: number, alphabet: string): string {
  const i = at % text.length;
  const ch = text[i] ?? '';
  const next = alphabet[(alphabet.indexOf(ch) + 1 + (shift % (alphabet.length - 1))) % alphabet.length] ?? ch;
  return text.slice(0, i) + next + text.slice(i + 1);
}

describe('crypto payout addresses', () => {
  it.each([
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['eth', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['eth', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['eth', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['eth', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
  ] as const)('accepts the %s address %s', (network, address) => {
    expect(isPayoutAddress(network, address)).toBe(true);
  });

  it.each([
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'a wrong checksum'],
    ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a wrong bech32 checksum'],
    ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', 'mixed case'],
    // A version 1 program checksummed with bech32 instead of bech32m (BIP 350).
    [
      'btc',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'the old checksum on v1',
    ],
    ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'the new checksum on v0'],
    ['tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address'],
    ['ltc', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a TRON address'],
    ['eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'a broken EIP-55 checksum'],
    ['eth', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', 'too short'],
    ['eth', '<script>', 'markup'],
  ] as const)('refuses the %s address %s (%s)', (network, address, _why) => {
    expect(isPayoutAddress(network, address)).toBe(false);
  });

  it('hashes with Keccak-256, not NIST SHA3-256', () => {
    expect(hex(keccak_256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(hex(keccak_256(Uint8Array.from([0x61, 0x62, 0x63])))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
  });

  it('accepts every well-formed base58check address of a network and refuses it with one character changed', () => {
    const networks = [
      ['btc', 0x00],
      ['btc', 0x05],
      ['ltc', 0x30],
      ['ltc', 0x32],
      ['tron', 0x41],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...networks),
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        ([network, version], hash, at, shift) => {
          const address = base58Check(Uint8Array.from([version, ...hash]));
          expect(isPayoutAddress(network, address)).toBe(true);
          expect(isPayoutAddress(network, mutate(address, at, shift, ALPHABET))).toBe(false);
        },
      ),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('btc', 'eth', 'tron', 'ltc' as const),
        fc.string({ maxLength: 120 }),
        (n, s) => {
          expect(typeof isPayoutAddress(n, s)).toBe('boolean');
          expect(typeof isEthereumAddress(s)).toBe('boolean');
        },
      ),
    );
  });

  it('finds the network in a payout method name', () => {
    expect(networkOfMethod('USDT (TRC20)')).toBe('tron');
    expect(networkOfMethod('USDT (ERC-20)')).toBe('eth');
    expect(networkOfMethod('Bitcoin')).toBe('btc');
    expect(networkOfMethod('Litecoin')).toBe('ltc');
    expect(networkOfMethod('Visa')).toBeNull();
  });
});

describe('card numbers', () => {
  it('accepts a Luhn-valid number with the spaces people type', () => {
    expect(parseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(parseCardNumber('2200-0000-0000-0004')).toBe('2200000000000004');
  });

  it('refuses a wrong check digit, letters and lengths outside 13 to 19', () => {
    expect(parseCardNumber('4111 1111 1111 1112')).toBeNull();
    expect(parseCardNumber('4111 1111 1111 111a')).toBeNull();
    expect(parseCardNumber('411111111111')).toBeNull();
  });

  it('catches every single-digit typo of a valid number', () => {
    const withCheckDigit = (body: string) => {
      for (let d = 0; d < 10; d += 1) if (parseCardNumber(body + String(d))) return body + String(d);
      throw new Error('no check digit');
    };
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (body, at, plus) => {
          const card = withCheckDigit(body);
          const typo = card.slice(0, at) + String((Number(card[at]) + plus) % 10) + card.slice(at + 1);
          expect(parseCardNumber(card)).toBe(card);
          expect(parseCardNumber(typo)).toBeNull();
        },
      ),
    );
  });
});
