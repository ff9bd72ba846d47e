// The help centre's articles (docs/product.md#help-centre), read by the help page's loader from
// locales/<lang>/help-<group>.json. They are the portal's own text, bundled into the server build;
// unlike the i18n namespaces they never go to the browser as a whole (app/i18n/resources.client.ts
// leaves them out): a help page's loader sends the one article it shows.
import * as z from 'zod/mini';
import type { Locale } from '#contract/lang.ts';
import { HELP_GROUPS, type HelpArticle, type HelpBlock, type HelpGroup, type HelpPage } from './help-centre.ts';

const Text = z.string().check(z.trim(), z.minLength(1));

/** A page of this portal: an absolute path on this site ("/register", "/memberCenter/…"), never "//host" or a scheme. */
const PortalPath = z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/));

const Block = z.union([
  z.strictObject({ paragraph: Text }),
  z.strictObject({ steps: z.array(Text).check(z.minLength(1)) }),
  z.strictObject({ list: z.array(Text).check(z.minLength(1)) }),
  z.strictObject({ note: Text }),
  z.strictObject({ links: z.array(z.strictObject({ label: Text, to: PortalPath })).check(z.minLength(1)) }),
]) satisfies z.ZodMiniType<HelpBlock>;

export const HelpArticleSchema = z.strictObject({
  title: Text,
  summary: Text,
  sections: z.array(z.strictObject({ heading: Text, blocks: z.array(Block).check(z.minLength(1)) })).check(z.minLength(1)),
}) satisfies z.ZodMiniType<HelpArticle>;

/** The article files by "<locale>/<group>", as they are on disk (help-articles.server.test.ts reads each). */
export const HELP_FILES: ReadonlyMap<string, unknown> = new Map(
  Object.entries(import.meta.glob<unknown>('../../locales/*/help-*.json', { eager: true, import: 'default' })).map(([path, content]) => {
    const [, locale, group] = /locales\/([^/]+)\/help-([^/]+)\.json$/.exec(path)!;
    return [`${locale}/${group}`, content];
  }),
);

const parsed = new Map<string, HelpArticle | null>();

/**
 * The article of `group`/`page` in `locale`, or null when the help centre has no such page. A file
 * that does not have the article's shape throws: the unit test reads every one, so none ships.
 */
export function helpArticle(locale: Locale, group: HelpGroup, page: HelpPage): HelpArticle | null {
  const key = `${locale}/${group}/${page}`;
  if (!parsed.has(key)) {
    const content = HELP_FILES.get(`${locale}/${group}`) as Record<string, unknown> | undefined;
    const pages: readonly string[] = HELP_GROUPS[group];
    const article = pages.includes(page) && content && Object.hasOwn(content, page) ? HelpArticleSchema.parse(content[page]) : null;
    parsed.set(key, article);
  }
  return parsed.get(key)!;
}
