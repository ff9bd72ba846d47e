// axe-core in a playwright-core page: injects the engine (node_modules/axe-core/axe.min.js, pinned in
// package.json), runs the WCAG 2.0 and 2.1 A and AA rules over the whole document, and reports the
// serious and critical violations one line per element (rule id, impact, target selector, a short
// piece of its HTML), so a failing journey names what to mend without opening a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets the portal answers for: WCAG 2.1 level AA (docs/product.md#overview, accessible to everyone). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** One failing element of one rule. */
export type Finding = { rule: string; impact: string; target: string; html: string; summary: string };

/** Runs axe over the page as it is now and returns every serious or critical finding. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => BLOCKING.includes(node.impact ?? violation.impact ?? null))
      .map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        target: node.target.map(String).join(' '),
        html: node.html.replace(/\s+/g, ' ').slice(0, 160),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
      })),
  );
}

/** The findings as lines for a failure message. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `  ${f.rule} (${f.impact}) ${f.target}\n    ${f.html}\n    ${f.summary}`).join('\n');
}

/** How many findings each rule has, the largest first. */
export function countByRule(findings: readonly Finding[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
