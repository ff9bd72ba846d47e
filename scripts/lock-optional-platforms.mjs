#!/usr/bin/env node
// `node scripts/lock-optional-platforms.mjs` after an `npm install` that changed the lock. Adds lock entries for platform-specific optional packages that the registry mirror lacks, so
// that `npm ci` (which requires every optional dependency in the lock) works; they are never
// installed on this platform, so they need no tarball.
import fs from 'node:fs';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
const platformOf = (name) => {
  const n = name.split('/').pop();
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd'].find((o) => n.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'arm'].find((c) => n.includes(`-${c}`));
  const libc = n.includes('musl') ? ['musl'] : n.includes('-gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
};
let added = 0;
for (const [key, entry] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (pk[at]) continue;
    pk[at] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(dep) };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
