import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const options = { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE + 1024 * 1024 };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Slow password hashing (scrypt); the stored string carries its own parameters, so the cost can change later. */
export class PasswordHasher {
  readonly #cost: number;

  constructor(cost: number) {
    this.#cost = cost;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.#cost);
    return ['scrypt', this.#cost, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    const [scheme, costText, saltText, keyText] = (stored ?? '').split('$');
    if (scheme !== 'scrypt' || !costText || !saltText || !keyText) {
      // Spend comparable time on a missing account, so timing does not reveal which addresses exist.
      await derive(password, randomBytes(16), this.#cost);
      return false;
    }
    const expected = Buffer.from(keyText, 'base64');
    const actual = await derive(password, Buffer.from(saltText, 'base64'), Number(costText));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
