// Password hashing with scrypt (node:crypto) and a random salt per user; comparison in constant
// time so that a wrong password takes as long as a right one.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export type PasswordHash = { hash: string; salt: string };

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return { hash: key.toString('hex'), salt };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const key = await scryptAsync(password, stored.salt, KEY_LENGTH);
  const expected = Buffer.from(stored.hash, 'hex');
  return expected.length === key.length && timingSafeEqual(key, expected);
}
