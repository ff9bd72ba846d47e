// Sealed quotes and bids (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, 023-tender-phases.md):
// a sealed inquiry's or a tender's prices are stored as AES-256-GCM ciphertext, bound to the quote or
// bid revision they belong to (the additional data), under a key that is never in the database:
// QUOTE_SEAL_KEY, or a key file beside PGlite's folder (created on first start), or a key of the
// process for a database in memory. Who `open`s: an opening (inquiry/opening.ts for the buyer at or
// after the deadline; tender/opening.ts by the platform's clock), and a supplier's own quote or bid
// (inquiry/queries/own-quotes.ts, tender/bid-queries.ts), decrypted for it alone, to revise from.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Sealer = {
  /** The ciphertext of `value` (JSON), bound to `binding`: "v1." + base64url(iv ‖ tag ‖ ciphertext). */
  seal(value: unknown, binding: string): string;
  /** The value sealed with `binding`; throws when the text was changed or sealed for something else. */
  open(sealed: string, binding: string): unknown;
};

/** A key as QUOTE_SEAL_KEY gives it: 64 hex digits, or base64 of 32 bytes. */
export function parseSealKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('QUOTE_SEAL_KEY: 32 bytes, as 64 hex digits or base64');
  return key;
}

export function sealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the quote seal key must be 32 bytes');
  return {
    seal(value, binding) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(binding));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, binding) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('not a sealed value');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(binding));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as unknown;
    },
  };
}

/**
 * The platform's key: `configured` (QUOTE_SEAL_KEY) when set; else, for PGlite in memory, a key of
 * this process; else the key file `quote-seal.key` beside PGlite's folder, written on first start
 * (mode 0600). With PostgreSQL in production the key must be configured: every instance needs the same.
 */
export function resolveSealKey(options: { configured?: string; dataDir: string; databaseUrl?: string; production: boolean }): Buffer {
  if (options.configured) return parseSealKey(options.configured);
  if (options.databaseUrl && options.production) throw new Error('QUOTE_SEAL_KEY is required with DATABASE_URL in production');
  if (!options.databaseUrl && options.dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(dirname(options.dataDir), 'quote-seal.key');
  if (existsSync(file)) return parseSealKey(readFileSync(file, 'utf8'));
  const key = randomBytes(32);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
