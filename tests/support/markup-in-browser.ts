// A component's server HTML in Debian's Chromium with scripts off, for the component tests beside the code: what a
// reader's browser does with the markup alone — a native popover its button opens, Esc closes — before any of the
// page's code is in (docs/decisions/028-phone-layout.md#tap-instead-of-hover). Launched with the flags of the browser
// journeys (tests/e2e/browser.ts); a test skips itself where there is no Chromium (`hasChromium`).
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * `html` as the body of a page with no script running, at a desktop's size or a phone's (390 × 844, touch), after a
 * paragraph of text (somewhere to tap outside). Without the portal's stylesheets: `css` stands in for what a test needs.
 */
export async function markupPage(browser: Browser, html: string, { phone = false, css = '' } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  context.setDefaultTimeout(5_000);
  const page = await context.newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body><main><p>Page text</p>${html}</main></body></html>`,
  );
  return page;
}

/**
 * What a screen reader is told of the state of the element `selector` finds: its `expanded` in the browser's
 * accessibility tree (a popover's button is expanded while the popover is open, without any aria-expanded of ours),
 * or null when it has none.
 */
export async function expandedState(page: Page, selector: string): Promise<boolean | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? expanded.value.value === true : null;
  } finally {
    await cdp.detach();
  }
}
