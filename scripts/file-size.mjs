// `npm run lint:size`: no hand-written file over 400 lines (docs/architecture.md#file-size). A file
// that grows past it holds more than one concern: split it by what it does, not by line count.
// Generated files (drizzle-kit's migrations and snapshots, the lock file) and binary files are not
// hand-written and stay out; so do the shared checkout's untracked leftovers (git decides).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MAX_LINES = 400;

/** Files nobody writes by hand. */
const GENERATED = [/^platform\/db\/migrations\//, /(^|\/)package-lock\.json$/];
/** What counts as hand-written text: code, styles, scripts, translations and documents. */
const HAND_WRITTEN = /\.(ts|tsx|js|mjs|cjs|css|json|jsonc|md|sh|ya?ml)$|(^|\/)(Dockerfile|run)$/;

/** The hand-written files git knows (tracked or new, not ignored) with more than MAX_LINES lines. */
export function oversized(cwd = process.cwd()) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--deduplicate'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((file) => HAND_WRITTEN.test(file) && !GENERATED.some((pattern) => pattern.test(file)));
  const over = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(`${cwd}/${file}`, 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    if (lines > MAX_LINES) over.push({ file, lines });
  }
  return over.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over = oversized();
  if (over.length > 0) {
    console.error(`Files over ${MAX_LINES} lines (split each by concern, docs/architecture.md#file-size):`);
    for (const { file, lines } of over) console.error(`  ${lines}  ${file}`);
    process.exit(1);
  }
  console.log(`lint:size: no hand-written file over ${MAX_LINES} lines`);
}
