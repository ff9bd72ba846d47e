// A throwaway PostgreSQL primary and its streaming replica, from the machine's own PostgreSQL
// binaries (platform/replica.test.ts, docs/decisions/032-read-replica.md): `initdb` and `pg_ctl`
// in a temporary folder on a port of its own, `pg_basebackup -R` into another and the standby
// started on a second port. PostgreSQL refuses to run as root: a root process runs every binary as
// the postgres user (runuser), in folders that user owns. `replicaSkipReason()` says why the
// machine cannot (no binaries, root without runuser or a postgres user); `stop()` stops both
// servers and removes the folders, whatever state they were left in.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest of the machine's PostgreSQL installations (Debian's layout), or null. */
function binaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup', 'postgres', 'psql'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return null;
}

/** The postgres user's ids from /etc/passwd, or null. */
function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

const isRoot = process.getuid?.() === 0;
const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path));

/** Why the replica tests cannot run here, or null when they can. */
export function replicaSkipReason(): string | null {
  if (process.platform !== 'linux') return 'the replica test starts PostgreSQL servers on Linux only';
  if (!binaries()) return 'no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup, postgres, psql) under /usr/lib/postgresql/*/bin';
  if (isRoot && !runuser) return 'running as root without runuser to start PostgreSQL as another user';
  if (isRoot && !postgresUser()) return 'running as root without a postgres user to start PostgreSQL as';
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ReplicaServers = {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the standby as the superuser (pg_wal_replay_pause(), pg_wal_replay_resume()). */
  onReplica(sql: string): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  stop(): Promise<void>;
};

export async function startReplicaServers(): Promise<ReplicaServers> {
  const bin = binaries();
  if (!bin) throw new Error(replicaSkipReason() ?? 'no PostgreSQL binaries');
  const user = isRoot ? postgresUser() : null;
  const folder = mkdtempSync(join(tmpdir(), 'portal-replica-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const primaryDir = join(folder, 'primary');
  const replicaDir = join(folder, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const tool = (name: string, args: string[]) =>
    user
      ? run(runuser!, ['-u', 'postgres', '--', join(bin, name), ...args], { cwd: folder, timeout: 60_000 })
      : run(join(bin, name), args, { cwd: folder, timeout: 60_000 });
  // Fast and local: no fsync (a test's data need not survive a crash), sockets in the folder, TCP on loopback.
  const serverOptions = (port: number) =>
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = (dir: string, port: number) => tool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-o', serverOptions(port), '-w', '-t', '60', 'start']);
  const stopServer = (dir: string) =>
    tool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', '-t', '30', 'stop']).then(
      () => undefined,
      () => undefined,
    );
  const psql = (port: number, sql: string) =>
    tool('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql]);

  const stop = async () => {
    await stopServer(replicaDir);
    await stopServer(primaryDir);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // --auth=trust also trusts replication connections from loopback (initdb's pg_hba.conf).
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start(primaryDir, primaryPort);
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(replicaDir, replicaPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    onReplica: async (sql) => void (await psql(replicaPort, sql)),
    stopReplica: () => stopServer(replicaDir),
    startReplica: async () => void (await start(replicaDir, replicaPort)),
    stop,
  };
}
