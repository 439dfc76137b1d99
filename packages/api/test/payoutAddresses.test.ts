import { bech32, bech32m } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { isPayoutAddress, networkOfMethod, type PayoutNetwork } from '../src/withdrawals/addresses.ts';
import { parseCardNumber } from '../src/withdrawals/cards.ts';

// Published vectors: BIP 173 and BIP 350 (segwit), EIP-55 (Ethereum), well-known base58check addresses.
const ACCEPTED: Record<PayoutNetwork, readonly string[]> = {
  btc: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  ],
  ltc: [bech32.encode('ltc', [0, ...bech32.toWords(new Uint8Array(20).fill(7))])],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '  TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t '],
  eth: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0xde709f2102306220921060314715629080e2fb77',
  ],
};

const REFUSED: Record<PayoutNetwork, readonly string[]> = {
  btc: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // base58check checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bech32 checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', // mixed case
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // BIP 350: version 0 with the bech32m checksum
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', // version 1 with bech32's
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // BIP 350: version 1 under bech32
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // BIP 350: version 16 under bech32
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // another network's prefix
    bech32m.encode('bc', [17, ...bech32m.toWords(new Uint8Array(20))]), // no version above 16
    bech32m.encode('bc', [1, ...bech32m.toWords(new Uint8Array(41))], false), // over 40 bytes
    bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(24))]), // version 0 is 20 or 32 bytes
  ],
  ltc: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  tron: ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'T0000'],
  eth: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // one letter's case off the EIP-55 checksum
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg',
    '<script>',
  ],
};

describe('the API checks a payout address against its network', () => {
  it.each(Object.entries(ACCEPTED))('accepts the published %s addresses', (network, addresses) => {
    for (const address of addresses)
      expect(isPayoutAddress(network as PayoutNetwork, address), address).toBe(true);
  });

  it.each(Object.entries(REFUSED))('refuses broken %s addresses', (network, addresses) => {
    for (const address of addresses)
      expect(isPayoutAddress(network as PayoutNetwork, address), address).toBe(false);
  });

  it('reads the network from a payout method name', () => {
    expect(['USDT (TRC20)', 'USDT (ERC-20)', 'Bitcoin', 'Litecoin', 'Visa'].map(networkOfMethod)).toEqual([
      'tron',
      'eth',
      'btc',
      'ltc',
      null,
    ]);
  });
});

describe('the API checks a card number by Luhn', () => {
  it('accepts valid numbers with the spaces and dashes people type, and refuses the rest', () => {
    expect(parseCardNumber('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(parseCardNumber('2200-0000-0000-0004')).toBe('2200000000000004');
    for (const wrong of ['4111 1111 1111 1112', '4111 1111 1111 111a', '411111111111', '1'.repeat(20)])
      expect(parseCardNumber(wrong), wrong).toBeNull();
  });

  it('catches every single-digit typo of a valid number', () => {
    const valid = '4111111111111111';
    for (let at = 0; at < valid.length; at += 1)
      for (let plus = 1; plus < 10; plus += 1) {
        const typo = valid.slice(0, at) + String((Number(valid[at]) + plus) % 10) + valid.slice(at + 1);
        expect(parseCardNumber(typo), typo).toBeNull();
      }
  });
});
