// `npm run lint:layout`: the layout of docs/architecture.md#one-shape-for-every-domain, checked where
// an import rule (dependency-cruiser) cannot see it:
// - no hand-written file over MAX_LINES lines: a file that grows past it holds more than one concern;
// - one name per concept: no file or folder named after a synonym the glossary retires (`rfq`);
// - a platform domain registers its HTTP routes in its `routes.ts` and nowhere else, and runs no SQL
//   there (no drizzle-orm, no schema: its queries.ts reads, its actions write);
// - a rule written once: a deadline is compared with the clock only in a kind's windows.ts, and a
//   member's role number is MEMBER_ROLE's (contract/vocabulary.ts), never a literal.
// Generated files (drizzle-kit's migrations and snapshots, the lock file) are not hand-written.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MAX_LINES = 400;

/** Files nobody writes by hand (or here: nobody edits). */
const GENERATED = [
  /^platform\/db\/migrations\//,
  /(^|\/)package-lock\.json$/,
  // The Open Contracting Data Standard's schemas, copied unchanged (docs/opendata/ocds-schema/README.md).
  /^docs\/opendata\/ocds-schema\/.*\.json$/,
];
/** What counts as hand-written text: code, styles, scripts, translations and documents. */
const HAND_WRITTEN = /\.(ts|tsx|js|mjs|cjs|css|json|jsonc|md|sh|ya?ml)$|(^|\/)(Dockerfile|run)$/;
/** Names the glossary keeps as synonyms only (docs/glossary.md): never a file's or a folder's name. */
const RETIRED_NAMES = [/rfq/i];
const ROOMS = /^(app|bff|contract|platform|server|locales|tests|bench|scripts)\//;
/** A platform route registration: `route(api.…`. */
const REGISTERS_ROUTE = /\broute\(\s*api\./;
/** An import of SQL: drizzle-orm, or a schema (a domain's, or db/schema.ts). */
const IMPORTS_SQL = /^import\b[^;]*?from '(drizzle-orm[^']*|[^']*\/schema\.ts)';/m;
/** A sourcing deadline compared with the clock, in code or in SQL: what a windows.ts says once. */
const DEADLINE_AGAINST_CLOCK =
  /\b(offerEndTime|registerEndTime|endSignUp|deadline)\.getTime\(\)\s*[<>]=?\s*(now|at)\b|\b(gt|gte|lt|lte)\([\w.]*\b(offerEndTime|registerEndTime|endSignUp|deadline),\s*(new Date\()?(now|at)\b/;
/** A member's role number written as a literal where it is compared. */
const ROLE_LITERAL = /\bmemberRoleType\)?\s*[!=]==\s*\d|\bmemberRoleType,\s*\d\)/;
/** Code (not tests, seeds or suites) in the rooms that hold rules and their views. */
const RULE_CODE = /^(app|bff|contract|platform|server)\/.*\.tsx?$/;
const NOT_RULE_CODE = /\.test\.tsx?$|^platform\/(seed|testing)\//;

const countLines = (text: string) => (text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length);

/**
 * What breaks the layout among `files` (repository-relative paths), reading each with `read`
 * (undefined: gone from the working tree). Returns one line per problem.
 */
export function layoutProblems(files: string[], read: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (!HAND_WRITTEN.test(file) || GENERATED.some((pattern) => pattern.test(file))) continue;
    const text = read(file);
    if (text === undefined) continue;
    const lines = countLines(text);
    if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines, over ${MAX_LINES} (split it by concern)`);
    if (ROOMS.test(file) && RETIRED_NAMES.some((name) => name.test(file))) problems.push(`${file}: named after a retired synonym (docs/glossary.md)`);
    if (/^platform\/[^/]+\/[^/]+\.ts$/.test(file) && !/\/routes\.ts$/.test(file) && !/\.test\.ts$/.test(file) && REGISTERS_ROUTE.test(text)) {
      problems.push(`${file}: registers routes outside its domain's routes.ts`);
    }
    if (/^platform\/[^/]+\/routes\.ts$/.test(file) && IMPORTS_SQL.test(text)) {
      problems.push(`${file}: runs SQL in routes (drizzle-orm or a schema): read in queries.ts, write in an action`);
    }
    if (RULE_CODE.test(file) && !NOT_RULE_CODE.test(file)) {
      if (!/\/windows\.ts$/.test(file) && DEADLINE_AGAINST_CLOCK.test(text)) {
        problems.push(`${file}: compares a deadline with the clock (ask the kind's windows.ts)`);
      }
      if (ROLE_LITERAL.test(text)) problems.push(`${file}: a role number as a literal (MEMBER_ROLE, contract/vocabulary.ts)`);
    }
  }
  return problems;
}

/** The files git knows in `cwd` (tracked or new, not ignored). */
export function knownFiles(cwd = process.cwd()): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined; // deleted in the working tree, not yet in the index
    }
  };
  const problems = layoutProblems(knownFiles(), read);
  if (problems.length > 0) {
    console.error('The layout of docs/architecture.md#one-shape-for-every-domain is broken:');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`lint:layout: no file over ${MAX_LINES} lines, no retired name, routes only in routes.ts and without SQL, windows and roles once`);
}
