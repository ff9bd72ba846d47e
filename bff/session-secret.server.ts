// The keys of the AUTH cookie (docs/security.md#session-secret). SESSION_SECRET when set (and
// SESSION_SECRET_PREVIOUS during a rotation: it verifies, it never signs). Unset, as with the
// embedded defaults of `npm start`, a random secret is generated at first start and kept in
// SESSION_SECRET_FILE (data/session-secret, mode 0600, beside the PGlite folder), so sessions
// survive a restart and nobody else knows the key. A production deployment must set
// SESSION_SECRET: server/env.ts refuses to start without it.
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bffEnv } from './env.server.ts';

export type SessionSecrets = {
  /** The first signs; every one verifies. */
  secrets: string[];
  /** Where the signing secret came from. */
  source: 'environment' | 'generated' | 'file';
  file?: string;
};

let resolved: SessionSecrets | undefined;

/** Reads the secret file, or creates it (atomically: two processes starting at once end up with the same secret). */
function secretFromFile(file: string): { secret: string; created: boolean } {
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    const secret = read();
    if (secret.length >= 32) return { secret, created: false };
    throw new Error(`${file} holds no usable session secret: delete it or set SESSION_SECRET`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { secret: read(), created: false };
  } finally {
    rmSync(draft, { force: true });
  }
}

export function sessionSecrets(): SessionSecrets {
  if (resolved) return resolved;
  const env = bffEnv();
  const previous = env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [];
  if (env.SESSION_SECRET) {
    resolved = { secrets: [env.SESSION_SECRET, ...previous], source: 'environment' };
    return resolved;
  }
  const file = path.resolve(env.SESSION_SECRET_FILE);
  const { secret, created } = secretFromFile(file);
  // Published for the other copy of the BFF in this process (server/ imports the sources, the
  // React Router build bundles its own): both must sign and verify with the same key.
  process.env.SESSION_SECRET = secret;
  resolved = { secrets: [secret, ...previous], source: created ? 'generated' : 'file', file };
  return resolved;
}

/** Tests change the environment between suites. */
export function resetSessionSecrets(): void {
  resolved = undefined;
}
