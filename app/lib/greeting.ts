// Whose name the home's welcome says (docs/decisions/010-greeting.md): the site has one name, in its
// own language (sites.language); a page in another language welcomes without it rather than
// show a name the reader may not read.
import type { Locale } from '#contract/lang.ts';

/** The primary language subtag: 'zh-CN' → 'zh', 'en' → 'en'. */
const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The site's name when the page is in the site's language, else null (a greeting without a name). */
export function greetingSiteName(site: { name: string; language: string }, locale: Locale): string | null {
  return site.name !== '' && primary(site.language) === primary(locale) ? site.name : null;
}
