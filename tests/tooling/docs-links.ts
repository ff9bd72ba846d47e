// Reads pointers into docs/ out of a file's text, and a markdown file's headings as the anchors a
// link may name (GitHub's slugs), for tests/tooling/docs-links.test.ts.
import path from 'node:path';

export type DocLink = { target: string; anchor: string | null; line: number };

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters of every script kept), spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown text's headings give, a repeated heading numbered as GitHub numbers it (-1, -2 …). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const times = seen.get(base) ?? 0;
    anchors.add(times === 0 ? base : `${base}-${times}`);
    seen.set(base, times + 1);
  }
  return anchors;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The pointers into the repository's documents in `text`, with repository-relative targets:
 * markdown links of a .md file (relative to it, or `#anchor` within it), `../….md#anchor` written
 * out in a .md file's text (relative to it), and `docs/….md#anchor` written out anywhere (relative
 * to the repository's root, as comments write them).
 */
export function linksIn(file: string, text: string): DocLink[] {
  const links: DocLink[] = [];
  const dir = path.posix.dirname(file);
  if (file.endsWith('.md')) {
    for (const match of text.matchAll(/\]\(([^)\s]*)\)/g)) {
      const href = match[1] ?? '';
      if (/^[a-z]+:/i.test(href) || href === '') continue;
      const [target = '', anchor = null] = href.split('#') as [string, string?];
      if (target !== '' && !target.endsWith('.md')) continue;
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(dir, target));
      links.push({ target: resolved, anchor: anchor || null, line: lineOf(text, match.index) });
    }
  }
  for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\p{L}\p{N}_-]+)?/gu)) {
    const before = text.slice(Math.max(0, match.index - 2), match.index);
    if (file.endsWith('.md') && before.endsWith('(')) continue; // a markdown link, read above
    const [target = '', anchor = null] = match[0].split('#') as [string, string?];
    links.push({ target, anchor: anchor || null, line: lineOf(text, match.index) });
  }
  if (file.endsWith('.md')) {
    // `../product.md#rules` written out in a document's text: relative to the document, as its links are.
    for (const match of text.matchAll(/(?<![\w./-])\.{1,2}\/[\w./-]*?\.md#[\p{L}\p{N}_-]+/gu)) {
      if (text.slice(Math.max(0, match.index - 2), match.index) === '](') continue; // a markdown link, read above
      const [target = '', anchor = null] = match[0].split('#') as [string, string?];
      links.push({ target: path.posix.normalize(path.posix.join(dir, target)), anchor, line: lineOf(text, match.index) });
    }
  }
  return links;
}

/**
 * Citations of documents outside the repository: the specification (by name, or by its numbered
 * sections: "§7") and the team's shared notes.
 */
export function outsideCitations(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const pattern = /\bSPEC(?:\.md)?\b|§\s?\d|\.\.\/shared\/|\b(?:DESIGN|STACK|CONVENTIONS)\.md\b/g;
  for (const match of text.matchAll(pattern)) {
    const line = lineOf(text, match.index);
    found.push({ line, text: (text.split('\n')[line - 1] ?? '').trim().slice(0, 120) });
  }
  return found;
}
