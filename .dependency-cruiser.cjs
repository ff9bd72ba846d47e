// The import direction of docs/architecture.md, enforced (`npm run lint:deps`):
//
//   app ──▶ bff ──▶ contract ◀── platform        app may also import contract and locales
//                      │                          server/ is the composition root: anything
//                      ▼                          tests/ and bench/: anything
//                   locales
//
// Paths are relative to the directory depcruise runs in (the repository root). Imports use the
// `imports` field of package.json (#app/*, #bff/* …); enhanced-resolve follows it, and the rule
// `resolvable` makes an alias that stops resolving fail loudly instead of hiding a violation.
// TypeScript 7 has no compiler API that dependency-cruiser can use, so files are parsed with swc
// (@swc/core), which reads the source before compilation: `import type` counts like any other import
// (no `tsPreCompilationDeps`, which would ask for the TypeScript compiler).

/** A test file: `*.test.ts(x)` anywhere, including `*.integration.test.ts`. */
const TEST = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-not-to-platform-or-server',
      comment: 'app/ imports bff/, contract/ and locales/ only: it never calls the platform itself, and nothing imports server/.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^(platform|server)/' },
    },
    {
      name: 'bff-not-to-app-platform-or-server',
      comment:
        'bff/ imports contract/ only: it neither renders (app/), nor holds business rules (platform/), nor knows how it is hosted (server/). Its tests may start the platform.',
      severity: 'error',
      from: { path: '^bff/', pathNot: TEST },
      to: { path: '^(app|platform|server)/' },
    },
    {
      name: 'contract-only-to-locales',
      comment: 'contract/ is the wire contract both sides import: it imports only zod and locales/*/errors.json.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(app|bff|platform|server)/' },
    },
    {
      name: 'platform-not-to-portal',
      comment:
        'platform/ runs alone (npm run platform) or is replaced by another platform speaking the contract: it never imports app/, bff/ or server/.',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^(app|bff|server)/' },
    },
    {
      name: 'platform-not-to-seed',
      comment:
        "platform/seed/ is the demo's data: the platform's code never imports it. Only the composition root (platform/server.ts, which seeds an empty database on first start), the seed itself and the suites that read the demo's accounts may.",
      severity: 'error',
      from: { path: '^platform/', pathNot: ['^platform/(seed|testing)/', '^platform/server\\.ts$', TEST] },
      to: { path: '^platform/seed/' },
    },
    {
      name: 'platform-routes-run-no-sql',
      comment:
        "A platform domain's routes.ts holds its HTTP routes only: each handler calls one action or one query, and runs no SQL itself (docs/architecture.md#one-shape-for-every-domain).",
      severity: 'error',
      from: { path: '^platform/[^/]+/routes\\.ts$' },
      to: { path: ['drizzle-orm', '^platform/[^/]+/schema\\.ts$'] },
    },
    {
      name: 'platform-domain-public-face',
      comment:
        "A platform domain reaches into another only through that domain's public face (schema.ts, queries.ts, windows.ts, index.ts), never its actions or routes; http/, db/ and sourcing/ are the shared kit (docs/architecture.md#one-shape-for-every-domain).",
      severity: 'error',
      from: { path: '^platform/([^/]+)/', pathNot: ['^platform/(seed|testing)/', TEST] },
      to: {
        path: '^platform/[^/]+/',
        pathNot: ['^platform/$1/', '^platform/(http|db|sourcing)/', '^platform/[^/]+/(schema|queries|windows|index)\\.ts$'],
      },
    },
    {
      name: 'tests-only-from-tests',
      comment: 'tests/ holds fixtures and journeys: code outside tests/, bench/ and server/ never imports it …',
      severity: 'error',
      from: { path: '^(app|bff|contract|platform)/', pathNot: TEST },
      to: { path: '^tests/' },
    },
    {
      name: 'test-files-only-to-tests-support',
      comment: '… and a test file beside the code may import the shared fixtures in tests/support/, nothing else of tests/.',
      severity: 'error',
      from: { path: `^(app|bff|contract|platform)/.*${TEST}` },
      to: { path: '^tests/', pathNot: '^tests/support/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'Every relative or #alias import resolves to a file: an alias that stopped resolving would hide the rules above.',
      severity: 'error',
      from: { path: '^(app|bff|contract|platform|server|tests|bench|scripts)/' },
      // ./+types/* are React Router's generated route types (.react-router/types, a tsconfig rootDir).
      to: { couldNotResolve: true, path: '^(\\.|#)', pathNot: '/\\+types/' },
    },
  ],
  options: {
    exclude: { path: '(^|/)(node_modules|build|data|\\.react-router)/' },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    parser: 'swc',
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
