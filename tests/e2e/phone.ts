// The checks of a page on a phone (docs/decisions/028-phone-layout.md), shared by the phone journeys: the document no
// wider than the window, a control on screen and a finger's size, axe without serious findings, and a screenshot of
// each page type in tests/e2e/artifacts/phone/ (git-ignored) for a person to look at. A journey collects what broke a
// rule and goes on, so one run names every page to mend; `assertNoProblems` says them all at its end.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';

/** A phone's window: 390 × 844 CSS pixels, a touch screen that honours the viewport meta tag. */
export const PHONE = { width: 390, height: 844, phone: true } as const;
/** A finger's size, each way (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;
const SHOTS = path.join(import.meta.dirname, 'artifacts', 'phone');

export type PhoneChecks = {
  /** Pages that broke a rule, each with why. */
  problems: string[];
  /** The document's width against the window's (a phone's browser widens its layout to a page wider than the window). */
  fitsTheWindow(page: Page, what: string): Promise<void>;
  /** The control is on screen (scrolled to, as a finger would), wholly inside the window, and a finger's size each way. */
  reachable(control: Locator, what: string): Promise<Locator>;
  /** A page type: it fits the window, axe finds nothing serious, and its screenshot is taken. */
  pageType(page: Page, name: string): Promise<void>;
  /** Fails with every problem noted so far. */
  assertNoProblems(what: string): void;
};

/** A fresh list of problems and the checks that fill it (one per test). */
export function phoneChecks(): PhoneChecks {
  const problems: string[] = [];

  async function fitsTheWindow(page: Page, what: string): Promise<void> {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (innerWidth !== PHONE.width || scrollWidth > innerWidth) {
      problems.push(`${what}: the page is ${scrollWidth} px wide, the window ${innerWidth} px (a phone's is ${PHONE.width})`);
    }
  }

  async function reachable(control: Locator, what: string): Promise<Locator> {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    assert.ok(box, `${what}: not shown`);
    const viewport = control.page().viewportSize() ?? { width: PHONE.width, height: PHONE.height };
    const inView = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
    if (!inView) problems.push(`${what}: out of view at ${JSON.stringify(box)}`);
    if (box.width < MIN_TARGET_PX || box.height < MIN_TARGET_PX) {
      problems.push(`${what}: ${Math.round(box.width)} × ${Math.round(box.height)} px, under ${MIN_TARGET_PX} px`);
    }
    return control;
  }

  async function pageType(page: Page, name: string): Promise<void> {
    await fitsTheWindow(page, name);
    // The floating search slides in once the header scrolls away: axe reads the page at the top, not a
    // frame of that fade (whose half-blended colours it would take for the button's own).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByTestId('floating-search-submit')
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .catch(() => undefined);
    const findings = await seriousViolations(page);
    if (findings.length > 0) problems.push(`${name}: axe:\n${describeFindings(findings)}`);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  function assertNoProblems(what: string): void {
    assert.deepEqual(problems, [], `${what}:\n${problems.join('\n')}`);
  }

  return { problems, fitsTheWindow, reachable, pageType, assertNoProblems };
}
