// Where uploaded files' bytes live: a FileStorage (docs/decisions/011-members-and-admission.md#file-storage).
// By default a folder in the data directory (beside PGlite's folder), or a temporary folder when the
// database is in memory; a deployment may pass startPlatform another FileStorage (object storage).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface FileStorage {
  /** Stores the bytes under a new key (the platform makes keys: UUIDs). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Frees what the storage holds open; a temporary folder is removed. */
  close(): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

/** Temporary folders still in use: removed when their platform closes, or at the latest when the process exits. */
const temporary = new Set<string>();
let exitHook = false;
function removeAtExit(dir: string): void {
  temporary.add(dir);
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
  });
}

/** Files in a folder: {dir}/{first two characters of the key}/{key}. */
export function directoryStorage(dir: string, options: { removeOnClose?: boolean } = {}): FileStorage {
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  if (options.removeOnClose) removeAtExit(root);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {
      if (!options.removeOnClose) return;
      rmSync(root, { recursive: true, force: true });
      temporary.delete(root);
    },
  };
}

/**
 * The default storage: `uploadsDir` when given; else `uploads` beside PGlite's data directory
 * (./data/pglite → ./data/uploads); for an in-memory database a temporary folder, removed on close.
 */
export function defaultStorage(options: { uploadsDir?: string; dataDir: string }): FileStorage {
  if (options.uploadsDir) return directoryStorage(options.uploadsDir);
  if (options.dataDir.startsWith('memory://')) return directoryStorage(mkdtempSync(join(tmpdir(), 'portal-uploads-')), { removeOnClose: true });
  return directoryStorage(join(dirname(resolve(options.dataDir)), 'uploads'));
}
