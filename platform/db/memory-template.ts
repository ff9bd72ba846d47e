// A PGlite database in memory (tests, benches) starts from a copy of one that is already migrated,
// rather than running initdb and every migration again: PGlite's initdb and the migrations are most
// of a platform's start in the test suite, and the suite starts a platform per story group
// (docs/architecture.md#how-long-the-suite-takes). The copy is PGlite's own dump of its data
// directory, kept in this process and in node_modules/.cache for the other test processes, under a
// name that is a hash of the migrations and PGlite's version: a changed migration makes a new copy.
// A folder database (the product's ./data/pglite) never uses it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/pglite-templates/', import.meta.url));

/** One name per content of the migrations folder (SQL and journal) and PGlite version. */
function templateName(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url))));
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)]))
      .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
      .sort();
  for (const file of files(migrationsFolder)) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return `${hash.digest('hex').slice(0, 24)}.tar`;
}

function readTemplate(path: string): Blob | null {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return null;
  }
}

/** Written beside and renamed into place, so a process reading it never sees half of it. */
function writeTemplate(path: string, bytes: Uint8Array): void {
  try {
    mkdirSync(cacheFolder, { recursive: true });
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, bytes);
    try {
      renameSync(partial, path);
    } catch {
      rmSync(partial, { force: true });
    }
    // The copies of earlier migrations are of no more use (45 MB each).
    for (const old of readdirSync(cacheFolder)) {
      if (old.endsWith('.tar') && join(cacheFolder, old) !== path) rmSync(join(cacheFolder, old), { force: true });
    }
  } catch {
    // A read-only tree: every start migrates, as without the copy.
  }
}

let template: { name: string; blob: Promise<Blob | null> } | undefined;

/**
 * A PGlite in memory with every migration applied. `migrate` runs on it in every case: on a copy it
 * finds every migration recorded and does nothing, so a stale copy could never stand for the schema.
 */
export async function migratedMemoryPglite(migrationsFolder: string, migrate: (client: PGlite) => Promise<void>): Promise<PGlite> {
  const name = templateName(migrationsFolder);
  if (template?.name !== name) template = { name, blob: Promise.resolve(readTemplate(join(cacheFolder, name))) };
  const blob = await template.blob;
  if (blob) {
    const client = await PGlite.create({ dataDir: 'memory://', loadDataDir: blob });
    await migrate(client);
    return client;
  }
  const client = await PGlite.create('memory://');
  await migrate(client);
  const dump = client.dumpDataDir('none').then(async (file) => {
    writeTemplate(join(cacheFolder, name), new Uint8Array(await file.arrayBuffer()));
    return file as Blob;
  });
  template = { name, blob: dump.catch(() => null) };
  await template.blob;
  return client;
}
