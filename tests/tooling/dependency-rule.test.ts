// The dependency rule of docs/architecture.md (.dependency-cruiser.cjs, `npm run lint:deps`) catches
// what it is meant to catch. The repository's own config cruises a small tree of planted files in a
// temporary folder — never in the working tree, where other tests and other people's edits live —
// whose package.json carries the repository's `imports` map, so the #aliases resolve as they do here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const rooms = ['app', 'bff', 'contract', 'platform', 'server', 'tests', 'bench'];

type Cruise = { code: number; stdout: string; stderr: string };

/** Runs depcruise with the repository's config on `targets` inside `cwd`; never rejects. */
function cruise(cwd: string, targets: string[]): Promise<Cruise> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [depcruise, '--config', config, '--output-type', 'err', ...targets],
      { cwd, timeout: 20_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function plant(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A tree that keeps the rule: every allowed direction once. */
const lawful: Record<string, string> = {
  'locales/zh-CN/errors.json': '{ "1000": "成功" }\n',
  'contract/codes.ts': "import errors from '#locales/zh-CN/errors.json' with { type: 'json' };\nexport const codes = errors;\n",
  'contract/endpoints.ts': "import { codes } from './codes.ts';\nexport const api = { codes };\n",
  'platform/seed/index.ts': 'export const seedDemoData = () => 0;\n',
  'platform/server.ts':
    "import { api } from '#contract/endpoints.ts';\nimport { seedDemoData } from './seed/index.ts';\nexport const startPlatform = () => [api, seedDemoData];\n",
  'platform/testing/suite.ts': "import { startPlatform } from '../server.ts';\nexport const suite = startPlatform;\n",
  'platform/api.test.ts':
    "import { suite } from './testing/suite.ts';\nimport { fixture } from '#tests/support/fixture.ts';\nexport const t = [suite, fixture];\n",
  'bff/home.server.ts': "import { api } from '#contract/endpoints.ts';\nexport const loadHome = () => api;\n",
  'bff/home.integration.test.ts':
    "import { startPlatform } from '#platform/server.ts';\nimport { fixture } from '#tests/support/fixture.ts';\nimport { loadHome } from './home.server.ts';\nexport const t = [startPlatform, fixture, loadHome];\n",
  'app/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'app/routes/home.tsx':
    "import { loadHome } from '#bff/home.server.ts';\nimport type { api } from '#contract/endpoints.ts';\nimport errors from '#locales/zh-CN/errors.json' with { type: 'json' };\nimport { format } from '../lib/format.ts';\nexport const loader = (): typeof api => [loadHome, errors, format] as never;\n",
  'app/lib/format.test.ts':
    "import { format } from './format.ts';\nimport { fixture } from '#tests/support/fixture.ts';\nexport const t = [format, fixture];\n",
  'server/start.ts':
    "import { startPlatform } from '#platform/server.ts';\nimport { loadHome } from '#bff/home.server.ts';\nimport { loader } from '#app/routes/home.tsx';\nexport const start = [startPlatform, loadHome, loader];\n",
  'platform/message/notifications.ts': 'export const notify = () => 0;\n',
  'platform/message/index.ts': "export { notify } from './notifications.ts';\n",
  'platform/inquiry/schema.ts': 'export const inquiries = {};\n',
  'platform/inquiry/quoting.ts':
    "import { notify } from '../message/index.ts';\nimport { inquiries } from './schema.ts';\nexport const quote = () => [notify, inquiries];\n",
  'platform/inquiry/routes.ts': "import { quote } from './quoting.ts';\nexport const routes = [quote];\n",
  'platform/order/schema.ts': "import { inquiries } from '../inquiry/schema.ts';\nexport const orders = { inquiries };\n",
  'tests/support/fixture.ts': "import { startPlatform } from '#platform/server.ts';\nexport const fixture = startPlatform;\n",
  'tests/e2e/journey.ts': "import { start } from '#server/start.ts';\nexport const journey = start;\n",
  'bench/home.ts':
    "import { start } from '#server/start.ts';\nimport { fixture } from '#tests/support/fixture.ts';\nexport const bench = [start, fixture];\n",
};

/** Planted violations, each with the rule that must name it (rule, from, to). */
const planted: Record<string, string> = {
  'app/planted.ts': "import { startPlatform } from '#platform/server.ts';\nexport const p = startPlatform;\n",
  'app/planted-server.ts': "import type { start } from '#server/start.ts';\nexport type P = typeof start;\n",
  'bff/planted.server.ts': "import { format } from '#app/lib/format.ts';\nexport const p = format;\n",
  'bff/planted-type.ts': "import type { startPlatform } from '#platform/server.ts';\nexport type P = typeof startPlatform;\n",
  'contract/planted.ts': "import { loadHome } from '#bff/home.server.ts';\nexport const p = loadHome;\n",
  'platform/planted.ts': "import { loadHome } from '../bff/home.server.ts';\nexport const p = loadHome;\n",
  'platform/member/planted.ts': "import { seedDemoData } from '../seed/index.ts';\nexport const p = seedDemoData;\n",
  'platform/order/routes.ts': "import { orders } from './schema.ts';\nexport const routes = [orders];\n",
  'platform/order/deciding.ts': "import { notify } from '../message/notifications.ts';\nexport const decide = notify;\n",
  'platform/testing/planted.ts': "import { fixture } from '#tests/support/fixture.ts';\nexport const p = fixture;\n",
  'platform/planted.test.ts': "import { journey } from '#tests/e2e/journey.ts';\nexport const p = journey;\n",
  'bff/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'bff/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  'app/lib/planted-missing.ts': "import { gone } from '#app/lib/gone.ts';\nexport const p = gone;\n",
};

const expected = [
  'app-not-to-platform-or-server: app/planted.ts → platform/server.ts',
  'app-not-to-platform-or-server: app/planted-server.ts → server/start.ts',
  'bff-not-to-app-platform-or-server: bff/planted.server.ts → app/lib/format.ts',
  'bff-not-to-app-platform-or-server: bff/planted-type.ts → platform/server.ts',
  'contract-only-to-locales: contract/planted.ts → bff/home.server.ts',
  'platform-not-to-portal: platform/planted.ts → bff/home.server.ts',
  'platform-not-to-seed: platform/member/planted.ts → platform/seed/index.ts',
  'platform-routes-run-no-sql: platform/order/routes.ts → platform/order/schema.ts',
  'platform-domain-public-face: platform/order/deciding.ts → platform/message/notifications.ts',
  'tests-only-from-tests: platform/testing/planted.ts → tests/support/fixture.ts',
  'test-files-only-to-tests-support: platform/planted.test.ts → tests/e2e/journey.ts',
  // a cycle is reported once, with its whole path
  'no-circular: bff/cycle-a.ts → bff/cycle-b.ts → bff/cycle-a.ts',
  'resolvable: app/lib/planted-missing.ts → #app/lib/gone.ts',
].sort();

describe('the dependency rule (.dependency-cruiser.cjs)', () => {
  let lawfulDir = '';
  let plantedDir = '';

  beforeAll(() => {
    const { imports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const manifest = `${JSON.stringify({ name: 'planted', private: true, type: 'module', imports }, null, 2)}\n`;
    lawfulDir = mkdtempSync(path.join(tmpdir(), 'dependency-rule-lawful-'));
    plant(lawfulDir, { 'package.json': manifest, ...lawful });
    plantedDir = mkdtempSync(path.join(tmpdir(), 'dependency-rule-planted-'));
    plant(plantedDir, { 'package.json': manifest, ...lawful, ...planted });
  });

  afterAll(() => {
    // Runs whether the tests passed or failed: nothing planted outlives this file.
    for (const dir of [lawfulDir, plantedDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lets every allowed direction through: app → bff → contract ← platform, contract → locales, server, tests and bench anywhere', async () => {
    const result = await cruise(lawfulDir, rooms);
    expect(result.stderr + result.stdout).toContain('no dependency violations found');
    expect(result.code).toBe(0);
  });

  it('fails naming the rule when bff imports app', async () => {
    const result = await cruise(plantedDir, ['bff']);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('error bff-not-to-app-platform-or-server: bff/planted.server.ts → app/lib/format.ts');
  });

  it('names every planted violation, type-only imports, cycles and unresolved aliases included, and nothing else', async () => {
    const result = await cruise(plantedDir, rooms);
    // One violation per `error` line; a cycle continues on the lines below it.
    const found = [...`${result.stdout}\n`.matchAll(/^ {2}error (\S+: [\s\S]*?)\n(?= {2}error |\n)/gm)]
      .map((m) => m[1].replace(/\s+/g, ' ').trim())
      .sort();
    expect(found).toEqual(expected);
    // depcruise exits with the number of errors it found.
    expect(result.code).toBe(expected.length);
  });
});
