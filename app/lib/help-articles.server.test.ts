// The help centre's articles (docs/product.md#help-centre) as a reader gets them: every page the
// footer lists has its article in all three languages, the languages say the same things in the
// same order, no text carries markup, and every link leads to a screen of app/routes.ts.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { LOCALES } from '#contract/lang.ts';
import { HELP_FILES, helpArticle } from './help-articles.server.ts';
import { HELP_GROUP_NAMES, HELP_GROUPS, type HelpArticle, type HelpBlock, helpPageAt, helpPageOf } from './help-centre.ts';

const PAGES = HELP_GROUP_NAMES.flatMap((group) => HELP_GROUPS[group].map((page) => ({ group, page })));

function article(locale: (typeof LOCALES)[number], group: (typeof PAGES)[number]['group'], page: (typeof PAGES)[number]['page']): HelpArticle {
  const found = helpArticle(locale, group, page);
  if (!found) throw new Error(`no ${locale} article for ${group}/${page}`);
  return found;
}

const blockKind = (block: HelpBlock) => Object.keys(block)[0];
const blockItems = (block: HelpBlock): readonly string[] =>
  'steps' in block ? block.steps : 'list' in block ? block.list : 'links' in block ? block.links.map((link) => link.to) : [];

/** Every text of an article, for the checks that apply to all of them. */
function texts(found: HelpArticle): string[] {
  return [
    found.title,
    found.summary,
    ...found.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        'paragraph' in block
          ? [block.paragraph]
          : 'note' in block
            ? [block.note]
            : 'links' in block
              ? block.links.map((link) => link.label)
              : blockItems(block),
      ),
    ]),
  ];
}

/** The paths of the portal's screens, as app/routes.ts declares them (the catch-all 404 left out). */
function screenPaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined && entry.path !== '*' ? [`/${entry.path}`] : []),
    ...screenPaths(entry.children ?? []),
  ]);
}
const SCREENS = screenPaths(routes);

describe('the help centre', () => {
  it.each(PAGES)('has the article $group/$page in every language, with sections', ({ group, page }) => {
    for (const locale of LOCALES) expect(article(locale, group, page).sections.length, locale).toBeGreaterThanOrEqual(2);
  });

  it('has no article and no file that the footer does not list', () => {
    const groups = new Set(HELP_GROUP_NAMES);
    for (const [file, content] of HELP_FILES) {
      const group = file.split('/')[1] as (typeof HELP_GROUP_NAMES)[number];
      expect(groups.has(group), file).toBe(true);
      expect(Object.keys(content as object).sort(), file).toEqual([...HELP_GROUPS[group]].sort());
    }
    expect(HELP_FILES.size).toBe(HELP_GROUP_NAMES.length * LOCALES.length);
  });

  it.each(PAGES)('says the same things in the same order in the three languages: $group/$page', ({ group, page }) => {
    const shape = (found: HelpArticle) =>
      found.sections.map((section) =>
        section.blocks.map((block) => ({
          kind: blockKind(block),
          items: blockItems(block).length,
          links: 'links' in block ? blockItems(block) : [],
        })),
      );
    const chinese = shape(article('zh-CN', group, page));
    for (const locale of LOCALES) expect(shape(article(locale, group, page)), locale).toEqual(chinese);
  });

  it.each(PAGES)('reads as plain text, each heading and item once: $group/$page', ({ group, page }) => {
    for (const locale of LOCALES) {
      const found = article(locale, group, page);
      for (const text of texts(found)) expect(text, `${locale} ${group}/${page}`).not.toMatch(/<\/?[a-z!]|&[a-z]+;|\{\{/i);
      const headings = found.sections.map((section) => section.heading);
      expect(new Set(headings).size, `${locale} ${group}/${page} headings`).toBe(headings.length);
      for (const block of found.sections.flatMap((section) => section.blocks)) {
        expect(new Set(blockItems(block)).size, `${locale} ${group}/${page}`).toBe(blockItems(block).length);
      }
    }
  });

  it('links only to screens of the portal, each a route of app/routes.ts', () => {
    const targets = new Set(
      LOCALES.flatMap((locale) =>
        PAGES.flatMap(({ group, page }) =>
          article(locale, group, page).sections.flatMap((section) => section.blocks.flatMap((block) => ('links' in block ? blockItems(block) : []))),
        ),
      ),
    );
    expect(targets.size).toBeGreaterThan(20);
    for (const target of targets) {
      const { pathname } = new URL(target, 'http://portal.test');
      expect(
        SCREENS.some((pattern) => matchPath(pattern, pathname) !== null),
        target,
      ).toBe(true);
      const help = /^\/help\/([^/]+)\/([^/]+)$/.exec(pathname);
      if (help) expect(helpPageOf(help[1], help[2]), target).not.toBeNull();
    }
  });

  it('reads the page from its path, under a shop prefix too', () => {
    expect(helpPageAt('/help/aboutUs/contact')).toEqual({ group: 'aboutUs', page: 'contact' });
    expect(helpPageAt('/12/help/aboutUs/contact')).toEqual({ group: 'aboutUs', page: 'contact' });
    expect(helpPageAt('/help/aboutUs/contact/more')).toBeNull();
    expect(helpPageAt('/aboutUs/12')).toBeNull();
  });

  it('knows no page outside its table of contents', () => {
    expect(helpPageOf('memberServices', 'nothing')).toBeNull();
    expect(helpPageOf('nothing', 'register')).toBeNull();
    expect(helpPageOf('aboutUs', 'register')).toBeNull();
    expect(helpPageOf('constructor', 'register')).toBeNull();
    expect(helpPageOf('memberServices', 'register')).toEqual({ group: 'memberServices', page: 'register' });
  });
});
