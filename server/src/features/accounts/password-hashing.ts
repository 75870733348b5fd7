import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { Config } from '../../config';

/** better-auth's `emailAndPassword.password` option: how passwords are hashed and checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

// scrypt at N=256, r=8: 256 KB and a few milliseconds, against better-auth's N=16384, r=16 (32 MB, a quarter
// of a second on a 2-core machine, most of the server suite's time when every test signs users up and in).
const testCost = { N: 256, r: 8, p: 1 };
const keyLength = 64;
/** Marks a hash made at the test cost, so that no other hashing ever takes it for one of its own. */
const testPrefix = 'test-scrypt';

/**
 * The password hashing for an environment: under NODE_ENV=test only, scrypt at a far lower cost; in production
 * and development, undefined, which leaves better-auth's own hashing (and its cost) in place.
 */
export function passwordHashingFor(env: Config['env']): PasswordHashing | undefined {
  if (env !== 'test') return undefined;
  return {
    hash: async (password) => {
      const salt = randomBytes(16).toString('hex');
      return `${testPrefix}:${salt}:${(await testKey(password, salt)).toString('hex')}`;
    },
    verify: async ({ hash, password }) => {
      const [prefix, salt, key] = hash.split(':');
      // A hash made by better-auth's own hashing (an app on the same database in another environment).
      if (prefix !== testPrefix) return verifyPassword({ hash, password });
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await testKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, testCost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
