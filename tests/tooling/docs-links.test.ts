// The repository explains itself (docs/README.md): every pointer into docs/ — a markdown link in a
// document, or a `docs/….md#anchor` cited in a comment — names a file that exists and, when it has
// one, a heading of that file; and nothing cites a document the repository does not hold.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingAnchors, linksIn, outsideCitations } from './docs-links.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));
const TEXT = /\.(ts|tsx|md|cjs|mjs|css|ya?ml|sh)$|(^|\/)(Dockerfile|run)$/;
const anchorsOf = new Map<string, Set<string>>();

function anchors(file: string): Set<string> {
  let known = anchorsOf.get(file);
  if (!known) {
    known = headingAnchors(readFileSync(path.join(root, file), 'utf8'));
    anchorsOf.set(file, known);
  }
  return known;
}

describe('links into docs/', () => {
  it('name files that exist and headings those files have', () => {
    const broken: string[] = [];
    for (const file of tracked.filter((name) => TEXT.test(name) && !name.startsWith('tests/tooling/docs-links'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const link of linksIn(file, text)) {
        if (!link.target.startsWith('docs/') && link.target !== 'README.md') continue;
        if (!existsSync(path.join(root, link.target))) {
          broken.push(`${file}:${link.line} → ${link.target} (no such file)`);
        } else if (link.anchor && !anchors(link.target).has(link.anchor)) {
          broken.push(`${file}:${link.line} → ${link.target}#${link.anchor} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('and the index, docs/README.md, links every document and decision', () => {
    const listed = new Set(linksIn('docs/README.md', readFileSync(path.join(root, 'docs/README.md'), 'utf8')).map((link) => link.target));
    const documents = tracked.filter((file) => file.startsWith('docs/') && file.endsWith('.md') && file !== 'docs/README.md');
    expect(documents.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('and no comment or document cites a file the repository does not hold', () => {
    const citations: string[] = [];
    for (const file of tracked.filter((name) => TEXT.test(name) && !name.startsWith('tests/tooling/docs-links'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const found of outsideCitations(text)) citations.push(`${file}:${found.line}: ${found.text}`);
    }
    expect(citations).toEqual([]);
  });
});
